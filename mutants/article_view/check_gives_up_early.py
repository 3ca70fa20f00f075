#!/usr/bin/env python3
"""Time-outs: the app gives up on the revision check after 20 seconds of its own, shorter than the
network's 30-second time-out, and shows the warning banner then."""
import mutant  # noqa: F401
from article_view_new import NewArticleView
from specrun_adapter import Answer

CHECK_TIMEOUT_MS = 20_000


class CheckGivesUpEarly(NewArticleView):
    name = "new, revision check gives up at 20 s (mutant)"

    def check_latest_revision(self, title, then):
        def answered(answer):
            self.unschedule(timer)
            then(answer)

        def give_up():
            if request in self.pending_requests:
                self.cancel(request)
                then(Answer({"failure": "timedOut"}))
        request = self.send_request("revision", title=title, then=answered)
        timer = self.schedule(CHECK_TIMEOUT_MS, give_up)


if __name__ == "__main__":
    CheckGivesUpEarly().run()
