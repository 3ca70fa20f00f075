#!/usr/bin/env python3
"""Downloads: a downloaded revision is shown but not stored, so the next visit shows the old
cached revision again, with the prompt."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class DownloadNotStored(NewArticleView):
    name = "new, downloads not stored (mutant)"

    def download(self, title, then, revision=None):
        self.send_request("content", title=title, revision=revision, then=then)


if __name__ == "__main__":
    DownloadNotStored().run()
