#!/usr/bin/env python3
"""Downloads: the content request carries the id of the revision on screen, so a refresh downloads
the revision the user already reads instead of the newest one."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class RefreshSameRevision(NewArticleView):
    name = "new, refresh asks for the revision on screen (mutant)"

    def download(self, title, then, revision=None):
        shown = self.page.revision
        super().download(title, then, revision=revision if revision is not None or shown is None else shown["id"])


if __name__ == "__main__":
    RefreshSameRevision().run()
