#!/usr/bin/env python3
"""Offline handling: a refresh that fails (offline, or the server failing) leaves a blank page with
the banner: the fallback is forgotten, so the article the user was reading is gone."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class RefreshOfflineBlank(NewArticleView):
    name = "new, blank after a failed refresh (mutant)"

    def _load_latest(self, title, over):
        def loaded(answer):
            self.state = ("showing", answer.revision, None) if answer.ok else ("failed", title, over)
        self.load_latest(title, over, loaded, fallback=None)


if __name__ == "__main__":
    RefreshOfflineBlank().run()
