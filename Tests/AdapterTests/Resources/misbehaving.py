#!/usr/bin/env python3
"""A child that speaks the adapter protocol until the article view's `open`, then misbehaves as
its first argument says (the fault tests). With a second argument, a marker file: the first child
misbehaves and creates it; a later child (the restart) behaves, rendering the cached revision."""
import json
import os
import subprocess
import sys
import time

mode = sys.argv[1]
marker = sys.argv[2] if len(sys.argv) > 2 else None
# The pool's choice to start another child: slow behaves, each open taking 500 ms of wall-clock
# time; slow-start behaves, after taking a second to start.
slow = mode == "slow"
if mode == "slow-start":
    time.sleep(1)
if mode in ("slow", "slow-start"):
    mode = "behave"
if marker:
    with open(marker + ".pids", "a") as pids:
        pids.write(f"{os.getpid()}\n")
    if os.path.exists(marker):
        mode = "behave"
    else:
        open(marker, "w").close()


# large-prompt's render, made before any turn so that the child's own turn is a write: the turn
# tests the host's time, not this interpreter's on a loaded machine.
large_prompt = json.dumps({"command": "render", "screen": "article view", "revision": None, "loading": False,
                           "banner": None, "refreshPrompt": "\u00e9" * (2 << 20)}) + "\n" if mode == "large-prompt" else ""


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
        elif mode == "timer-unlisted":
            say({"command": "hello", "protocol": 1, "events": ["open"]})
        else:
            say({"command": "hello", "protocol": 1})
        continue
    if kind == "start":
        cache = {r["title"]: r for r in event["scene"]["cache"]}
        if mode == "exact-seed":
            # A 64-bit seed arrives as its low 53 bits, a whole number (not 1.8e19, not ….0).
            if type(event["seed"]) is not int or event["seed"] != 2 ** 53 - 1:
                print(f"misbehaving.py: the seed is {event['seed']!r}", file=sys.stderr, flush=True)
                sys.exit(5)
            mode = "behave"
    if kind == "open" and mode == "large-prompt":
        # Quick for the child, slow for the host to parse: the host's time is not the child's.
        # The end follows a moment later, so the host reads it after parsing the long line.
        sys.stdout.write(large_prompt)
        sys.stdout.flush()
        time.sleep(0.05)
        say()
        continue
    if mode in ("timer-unlisted", "reuse-timer") and kind in ("open", "timer"):
        if kind == "open" or mode == "reuse-timer":
            # reuse-timer: the same id again once the timer fired.
            say({"command": "schedule", "timer": 1, "after": 10})
        else:
            cached = cache["Tokyo"]
            say({"command": "render", "screen": "article view", "revision": {"title": "Tokyo", "id": cached["id"]},
                 "loading": False, "banner": None, "refreshPrompt": None})
        continue
    if kind == "open" and mode == "latest-timer":
        say({"command": "schedule", "timer": 1, "after": 2 ** 53 - 1})
        continue
    if kind != "open" or mode == "behave":
        if kind == "open":
            if slow:
                time.sleep(0.5)
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
    elif mode == "extra-end":
        sys.stdout.write('{"command":"end"}\n{"command":"end"}\n')
        sys.stdout.flush()
    elif mode == "no-end":
        sys.stdout.write('{"command":"cancel","request":1}\n')
        sys.stdout.flush()
        time.sleep(3600)
    elif mode == "negative-after":
        say({"command": "schedule", "timer": 1, "after": -5})
    elif mode == "beyond-exact":
        say({"command": "schedule", "timer": 1, "after": 2 ** 53})
    elif mode == "not-utf8":
        sys.stdout.buffer.write(b'{"command":"render","screen":"article view","revision":null,"loading":false,'
                                b'"banner":null,"refreshPrompt":"caf\xe9"}\n{"command":"end"}\n')
        sys.stdout.flush()
    elif mode == "too-long":
        sys.stdout.write('{"command":"render","refreshPrompt":"' + "x" * (17 << 20))
        sys.stdout.flush()
        time.sleep(3600)
    elif mode == "exit-leaving-grandchild":
        # The grandchild holds the pipes open after the child exits.
        grandchild = subprocess.Popen(["sleep", "300"])
        with open(marker + ".grandchild", "w") as note:
            note.write(f"{grandchild.pid}\n")
        sys.exit(3)
    elif mode == "unknown-revision":
        say({"command": "render", "screen": "article view", "revision": {"title": "Tokyo", "id": 9},
             "loading": False, "banner": None, "refreshPrompt": None})
