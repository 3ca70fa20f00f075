#!/usr/bin/env python3
"""Revision-check timing: the revision is checked two seconds after the article opens, on a timer
that a refresh does not cancel, so after a refresh the late check puts a prompt over the newest
revision."""
import mutant  # noqa: F401
from article_view_new import NewArticleView, Page

CHECK_DELAY_MS = 2_000


class CheckDelayed(NewArticleView):
    name = "new, revision check delayed (mutant)"

    def on_open(self, title, route):
        cached = self.cache.get(title)
        if cached is None:
            super().on_open(title, route)
            return
        self.cancel_requests()
        self.state = ("checking", cached)
        self.show(Page(revision=cached))
        self.schedule(CHECK_DELAY_MS, lambda: self.check_latest_revision(
            title, lambda answer: self.revision_checked(answer, cached)))


if __name__ == "__main__":
    CheckDelayed().run()
