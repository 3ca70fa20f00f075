#!/usr/bin/env python3
"""Revision-check memory: the answer to an article's revision check is kept and reused on the next
visits, so a revision published since is never announced."""
import mutant  # noqa: F401
from article_view_new import NewArticleView, Page


class CheckRemembered(NewArticleView):
    name = "new, revision check remembered (mutant)"

    def on_start(self, scene, seed, run, device):
        super().on_start(scene, seed, run, device)
        self.known = {}

    def on_open(self, title, route):
        cached = self.cache.get(title)
        if cached is None or title not in self.known:
            super().on_open(title, route)
            return
        self.cancel_requests()
        self.state = ("checking", cached)
        self.show(Page(revision=cached))
        self.revision_checked(self.known[title], cached)

    def revision_checked(self, answer, cached):
        self.known[cached["title"]] = answer
        super().revision_checked(answer, cached)


if __name__ == "__main__":
    CheckRemembered().run()
