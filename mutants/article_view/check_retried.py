#!/usr/bin/env python3
"""Time-outs: a revision check that times out is sent once more, so the warning banner comes a
time-out later, after a second request."""
import mutant  # noqa: F401
from article_view_new import NewArticleView


class CheckRetried(NewArticleView):
    name = "new, revision check retried (mutant)"

    def check_latest_revision(self, title, then, retried=False):
        def answered(answer):
            if not retried and not answer.ok and answer.failure == "timedOut":
                self.check_latest_revision(title, then, retried=True)
            else:
                then(answer)
        self.send_request("revision", title=title, then=answered)


if __name__ == "__main__":
    CheckRetried().run()
