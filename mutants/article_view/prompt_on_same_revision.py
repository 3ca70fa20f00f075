#!/usr/bin/env python3
"""Refresh prompt: the revision ids are compared with >= instead of >, so the cached revision when
it is the newest brings the prompt too."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class PromptOnSameRevision(NewArticleView):
    name = "new, prompt for the same revision (mutant)"

    def revision_checked(self, answer, cached):
        if answer.ok and answer.revision["id"] >= cached["id"]:
            self.state = ("showing", cached, answer.revision)
            self.update_page(refresh_prompt=self.refresh_prompt_text)
        else:
            super().revision_checked(answer, cached)


if __name__ == "__main__":
    PromptOnSameRevision().run()
