#!/usr/bin/env python3
"""Downloads: a download that fails shows the error banner whatever the failure, so an article
that is not cached, opened offline, says "could not be loaded" instead of "offline"."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class UncachedErrorBanner(NewArticleView):
    name = "new, error banner for every failed download (mutant)"

    def banner_for(self, answer):
        return self.banners["loadFailed"]


if __name__ == "__main__":
    UncachedErrorBanner().run()
