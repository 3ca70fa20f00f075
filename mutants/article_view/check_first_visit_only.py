#!/usr/bin/env python3
"""Revision-check timing: the revision is checked on the first visit of a session only (a flag set
once and never cleared); later visits show the cached revision and ask nothing."""
import mutant  # noqa: F401
from article_view_new import NewArticleView, Page


class CheckFirstVisitOnly(NewArticleView):
    name = "new, checks on the first visit only (mutant)"

    def on_start(self, scene, seed, run, device):
        super().on_start(scene, seed, run, device)
        self.checked = False

    def on_open(self, title, route):
        cached = self.cache.get(title)
        if cached is None or not self.checked:
            self.checked = cached is not None
            super().on_open(title, route)
            return
        self.cancel_requests()
        self.state = ("showing", cached, None)
        self.show(Page(revision=cached))


if __name__ == "__main__":
    CheckFirstVisitOnly().run()
