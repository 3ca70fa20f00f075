#!/usr/bin/env python3
"""A child that reads the system clock (the virtual-time tests): it speaks the adapter protocol for
the article view, answers each event with no command, and appends to the file its first argument
names, its process id first, then one line an event: the event, then time.time() and time.monotonic() as it reads them. On
`open` it waits 1.5 s of real time first and reads the clock again after (a child that sleeps; a
relative time-out to the kernel, as `time.sleep` waits until a deadline on the clock, which stands
still, and returns at once)."""
import json
import os
import select
import sys
import time

log = open(sys.argv[1], "a")
for line in sys.stdin:
    kind = json.loads(line)["event"]
    if kind == "hello":
        log.write(f"child {os.getpid()}\n")
        log.flush()
        sys.stdout.write(json.dumps({"command": "hello", "protocol": 1}) + "\n" + '{"command":"end"}\n')
        sys.stdout.flush()
        continue
    log.write(f"{kind} {time.time():.3f} {time.monotonic():.3f}\n")
    if kind == "open":
        select.select([], [], [], 1.5)
        log.write(f"slept {time.time():.3f}\n")
    log.flush()
    sys.stdout.write('{"command":"end"}\n')
    sys.stdout.flush()
