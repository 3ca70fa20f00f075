#!/usr/bin/env python3
"""Time-outs: a revision check that times out is taken for no connection, so no banner says the
current revision could not be determined."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class TimeoutSilent(NewArticleView):
    name = "new, silent time-out (mutant)"

    def revision_checked(self, answer, cached):
        if not answer.ok and answer.failure == "timedOut":
            self.state = ("showing", cached, None)
        else:
            super().revision_checked(answer, cached)


if __name__ == "__main__":
    TimeoutSilent().run()
