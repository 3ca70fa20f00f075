#!/usr/bin/env python3
"""Refresh prompt: the prompt shown before a refresh stays on the refreshed page, although the
newest revision is now on screen."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class PromptKeptAfterRefresh(NewArticleView):
    name = "new, prompt kept after a refresh (mutant)"

    def load_latest(self, title, over, then, fallback=Ellipsis):
        prompt = self.page.refresh_prompt

        def loaded(answer):
            self.update_page(refresh_prompt=prompt)
            then(answer)
        super().load_latest(title, over, loaded, fallback)


if __name__ == "__main__":
    PromptKeptAfterRefresh().run()
