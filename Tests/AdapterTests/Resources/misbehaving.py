#!/usr/bin/env python3
"""A child that speaks the adapter protocol until the article view's `open`, then misbehaves as
its first argument says (the fault tests). With a second argument, a marker file: the first child
misbehaves and creates it; a later child (the restart) behaves, rendering the cached revision."""
import json
import os
import sys
import time

mode = sys.argv[1]
marker = sys.argv[2] if len(sys.argv) > 2 else None
if marker:
    with open(marker + ".pids", "a") as pids:
        pids.write(f"{os.getpid()}\n")
    if os.path.exists(marker):
        mode = "behave"
    else:
        open(marker, "w").close()


def say(*commands):
    sys.stdout.write("".join(json.dumps(c) + "\n" for c in commands) + '{"command":"end"}\n')
    sys.stdout.flush()


cache = {}
for line in sys.stdin:
    event = json.loads(line)
    kind = event["event"]
    if kind == "hello":
        if mode == "wrong-protocol":
            say({"command": "hello", "protocol": 99})
        else:
            say({"command": "hello", "protocol": 1})
        continue
    if kind == "start":
        cache = {r["title"]: r for r in event["scene"]["cache"]}
    if kind != "open" or mode == "behave":
        if kind == "open":
            cached = cache[event["title"]]
            say({"command": "render", "screen": "article view", "revision": {"title": cached["title"], "id": cached["id"]},
                 "loading": False, "banner": None, "refreshPrompt": None})
        else:
            say()
        continue
    print(f"misbehaving.py: about to {mode}", file=sys.stderr, flush=True)
    if mode == "exit":
        sys.exit(3)
    elif mode == "hang":
        time.sleep(3600)
    elif mode == "not-json":
        sys.stdout.write("oops, not JSON\n")
        sys.stdout.flush()
    elif mode == "unknown-command":
        say({"command": "explode"})
    elif mode == "bad-field":
        say({"command": "send", "request": "one", "endpoint": "revision", "title": "Tokyo"})
    elif mode == "unknown-request":
        say({"command": "cancel", "request": 42})
    elif mode == "unknown-screen":
        say({"command": "render", "screen": "home", "revision": None, "loading": False, "banner": None, "refreshPrompt": None})
    elif mode == "unknown-revision":
        say({"command": "render", "screen": "article view", "revision": {"title": "Tokyo", "id": 9},
             "loading": False, "banner": None, "refreshPrompt": None})
