"""The child's clock reads specrun's virtual time: `time.time()` and `datetime.now()`/`utcnow()`
return the run's epoch plus the virtual milliseconds of the event being handled. Install it before
importing a library, so that the library's `from datetime import datetime` gets the patched class.
"""
import datetime as _datetime
import time as _time

_real_datetime = _datetime.datetime
_state = {"epoch": 0.0, "now_ms": 0}


def set_epoch(seconds):
    _state["epoch"] = float(seconds)


def set_now(milliseconds):
    """The virtual time of the event under way, in milliseconds since the run began."""
    _state["now_ms"] = int(milliseconds)


def now():
    """Seconds since 1970 on the virtual clock."""
    return _state["epoch"] + _state["now_ms"] / 1000.0


class VirtualDatetime(_real_datetime):
    """`datetime` whose `now`, `utcnow` and `today` read the virtual clock."""

    __slots__ = ()

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(now(), tz)

    @classmethod
    def utcnow(cls):
        return cls.fromtimestamp(now(), _datetime.timezone.utc).replace(tzinfo=None)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(now())


def install():
    _time.time = now
    _time.time_ns = lambda: int(now() * 1_000_000_000)
    _datetime.datetime = VirtualDatetime
