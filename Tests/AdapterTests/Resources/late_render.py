#!/usr/bin/env python3
"""The Python port of `new`, but a downloaded revision is handled 300 ms after it arrives: the same
screens as `new`, later (explore's `--timing` test)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "adapters", "python"))
from article_view_new import NewArticleView  # noqa: E402

LATE_MS = 300


class LateRender(NewArticleView):
    name = "new, rendering 300 ms late"

    def download(self, title, then, revision=None):
        super().download(title, lambda answer: self.schedule(LATE_MS, lambda: then(answer)), revision)


if __name__ == "__main__":
    LateRender().run()
