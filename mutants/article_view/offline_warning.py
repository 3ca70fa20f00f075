#!/usr/bin/env python3
"""Offline handling: a revision check that fails because there is no connection shows the warning
banner, as any other failure does (the proposal shows no banner offline)."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class OfflineWarning(NewArticleView):
    name = "new, warning offline (mutant)"

    def revision_checked(self, answer, cached):
        if not answer.ok and answer.failure == "notConnected":
            self.state = ("showing", cached, None)
            self.update_page(banner=self.banners["revisionUnknown"])
        else:
            super().revision_checked(answer, cached)


if __name__ == "__main__":
    OfflineWarning().run()
