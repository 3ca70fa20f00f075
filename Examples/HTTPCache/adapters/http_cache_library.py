"""An HTTP cache library from PyPI as an algorithm of specrun's http-cache system (see README.md):

    python3 adapters/http_cache_library.py cachecontrol | requests-cache | hishel

The library runs unchanged. Its transport is a local socket pair whose other end forwards each
request to specrun's simulated origin (`socket_origin`), and its clock reads virtual time
(`virtual_clock`). specrun's protocol is turn-based with no time inside a turn, and the libraries
are synchronous: each request the client sends runs on a worker thread, and the turn ends as soon
as that thread either finishes (the response goes back with `respond`) or blocks in the transport
(the origin request goes out with `send`); the origin's `reply` event, at a later virtual instant,
unblocks it. Every run starts with a new, empty, in-memory cache.
"""
import os
import queue
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "adapters", "python"))
sys.path.insert(0, HERE)

import virtual_clock  # noqa: E402
virtual_clock.install()
import socket_origin  # noqa: E402
from socket_origin import wire_response  # noqa: E402
import libraries  # noqa: E402  (imports the library after the clock is patched)
from specrun_adapter import Client  # noqa: E402

ORIGIN = "http://origin.test"


class LibraryCache(Client):
    """The library's session behind specrun's events `request` and `reply`."""

    def __init__(self, library):
        super().__init__()
        self.library = library
        self.name = library.name
        self.outcomes = queue.Queue()
        self.replies = {}
        self.failures = {}
        self.next_exchange = 1
        self.active_request = None
        self.session = None
        socket_origin.serve(self.origin_request)

    def on_hello(self, vocabulary):
        virtual_clock.set_epoch(vocabulary["data"]["epoch"])

    def on_start(self, scene, seed, run, device):
        virtual_clock.set_now(device["now"])
        if self.session is not None:
            self.library.close(self.session)
        self.session = self.library.new_session()
        self.replies.clear()
        self.next_exchange = 1

    def on_request(self, request, method, path, headers, body, now):
        virtual_clock.set_now(now)
        self.active_request = request
        session = self.session
        threading.Thread(target=self.call, args=(session, request, method, path, headers, body), daemon=True).start()
        self.carry_out(self.outcomes.get())

    def on_reply(self, exchange, now, status=None, reason=None, headers=None, body=None, failure=None):
        virtual_clock.set_now(now)
        reply, request = self.replies.pop(exchange)
        self.active_request = request
        if failure is not None:
            self.failures[request] = failure
            reply(None)
        else:
            reply(*wire_response(status, reason, headers, body))
        self.carry_out(self.outcomes.get())

    # The worker thread and the connections' threads.

    def call(self, session, request, method, path, headers, body):
        try:
            status, reason, fields, text = self.library.send(session, method, ORIGIN + path, headers, body)
            self.outcomes.put(("respond", {"request": request, "status": status, "reason": reason or "",
                                           "headers": fields, "body": text}))
        except Exception as error:  # the library gave up: no response reached the client
            failure = self.failures.pop(request, "connectionLost")
            print("%s: request %d: %s: %s" % (self.name, request, type(error).__name__, error), file=sys.stderr)
            self.outcomes.put(("respond", {"request": request, "failure": failure}))

    def origin_request(self, request, reply):
        exchange = self.next_exchange
        self.next_exchange += 1
        self.replies[exchange] = (reply, self.active_request)
        self.outcomes.put(("send", {"exchange": exchange, "method": request["method"], "path": request["path"][len(ORIGIN):]
                                    if request["path"].startswith(ORIGIN) else request["path"],
                                    "headers": request["headers"], "body": request["body"]}))

    def carry_out(self, outcome):
        kind, fields = outcome
        self.command(kind, **fields)


if __name__ == "__main__":
    socket_origin.install()
    LibraryCache(libraries.named(sys.argv[1])).run()
