"""specrun's adapter protocol for Python, standard library only (see docs/adapter.md).

An algorithm is a subclass of `Client` with a handler per event it wants, named after it:
`on_open(self, title, route)`, `on_refresh(self)`, ... It answers through the commands:
`send_request(...)` (with a callback for the answer), `cancel(...)`, `schedule(...)` (a timer
on specrun's virtual clock, with a callback), `render(...)`, or `command(name, **fields)` for a
system's own commands. `Client().run()` speaks the protocol on stdin/stdout until stdin closes:

    class Hello(Client):
        def on_open(self, title, route):
            self.render("article view", revision=None, loading=True, banner=None, refreshPrompt=None)

    if __name__ == "__main__":
        Hello().run()

Each line in is one event; the handlers' commands go out, then {"command": "end"} ends the turn.
No time passes during a turn: answers and timers arrive as later events.
"""
import json
import os
import sys

PROTOCOL = 1


class Answer:
    """A request's answer: its fields (`revision`, `failure`, `status`, ...) as attributes."""

    def __init__(self, fields):
        self.__dict__.update(fields)
        self.fields = fields

    @property
    def ok(self):
        return "failure" not in self.fields

    def get(self, name, default=None):
        return self.fields.get(name, default)


class Client:
    """One algorithm in a child process: override `on_<event>` handlers; see the module's comment."""

    #: The name the handshake reports.
    name = None

    def __init__(self):
        self.vocabulary = {}
        self._out = []
        self._answers = {}
        self._timers = {}
        self._next_request = 1
        self._next_timer = 1

    # Commands

    def command(self, _command, **fields):
        """Sends the command `name` with `fields` (in this turn)."""
        self._out.append(json.dumps({"command": _command, **fields}, separators=(",", ":")))

    def send_request(self, endpoint, then=None, **fields):
        """Sends a request to `endpoint`; `then(answer)` runs when its answer arrives. Returns its id."""
        request = self._next_request
        self._next_request += 1
        self._answers[request] = then
        self.command("send", request=request, endpoint=endpoint, **fields)
        return request

    def cancel(self, request):
        """Cancels a request in flight: its answer never comes."""
        self._answers.pop(request, None)
        self.command("cancel", request=request)

    @property
    def pending_requests(self):
        """The ids of the requests in flight, oldest first."""
        return list(self._answers)

    def schedule(self, after_ms, then, label=None):
        """Runs `then()` after `after_ms` milliseconds of virtual time. Returns the timer's id."""
        timer = self._next_timer
        self._next_timer += 1
        self._timers[timer] = then
        fields = {"timer": timer, "after": int(after_ms)}
        if label:
            fields["label"] = label
        self.command("schedule", **fields)
        return timer

    def unschedule(self, timer):
        self._timers.pop(timer, None)
        self.command("unschedule", timer=timer)

    def render(self, screen, **content):
        """Shows `screen` with `content` (the fields the system's `render` takes)."""
        self.command("render", screen=screen, **content)

    # Events

    def on_hello(self, vocabulary):
        """The handshake: the system's vocabulary (events, commands, data)."""

    def on_start(self, scene, seed, run, device):
        """A run starts with the scene the Givens set; forget the last run."""

    def on_scene(self, scene):
        """A Given step changed the scene."""

    def _listened_events(self):
        names = {"start", "scene", "answer", "timer"}
        for attribute in dir(self):
            if attribute.startswith("on_") and attribute != "on_hello":
                names.add(attribute[3:])
        known = {event["name"] for event in self.vocabulary.get("events", [])}
        return sorted(names & known)

    def _handle(self, event):
        kind = event.pop("event")
        if kind == "hello":
            self.vocabulary = event["vocabulary"]
            self.on_hello(self.vocabulary)
            self._out = []
            reply = {"protocol": PROTOCOL, "events": self._listened_events()}
            if self.name:
                reply["name"] = self.name
            self.command("hello", **reply)
        elif kind == "start":
            self._answers.clear()
            self._timers.clear()
            self._next_request = 1
            self._next_timer = 1
            self.on_start(**event)
        elif kind == "answer":
            then = self._answers.pop(event["request"], None)
            if then is not None:
                then(Answer(event))
        elif kind == "timer":
            then = self._timers.pop(event["timer"], None)
            if then is not None:
                then()
        else:
            handler = getattr(self, "on_" + kind, None)
            if handler is not None:
                handler(**event)

    def run(self):
        """Speaks the protocol on stdin and stdout until stdin closes. With SPECRUN_ADAPTER_TRACE
        naming a file, every line in (">") and out ("<") is appended to it."""
        read = sys.stdin.buffer.readline
        trace = os.environ.get("SPECRUN_ADAPTER_TRACE")
        trace = open(trace, "a") if trace else None
        out = self._out
        while True:
            line = read()
            if not line:
                return
            self._handle(json.loads(line))
            out = self._out
            out.append('{"command":"end"}\n')
            if trace:
                trace.write("> " + line.decode())
                trace.write("".join("< " + command + "\n" for command in out).replace("\n\n", "\n"))
                trace.flush()
            data = "\n".join(out).encode()
            while data:
                data = data[os.write(1, data):]
            out.clear()
