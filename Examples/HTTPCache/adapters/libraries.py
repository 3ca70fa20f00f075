"""The three HTTP caches from PyPI, each configured as its documentation says to follow the
HTTP caching headers, with an in-memory store (so that each run starts empty), and the one call
a client makes through it. Import this after `virtual_clock.install()`.
"""
import sqlite3


class CacheControl:
    """cachecontrol 0.14.4 over requests: `CacheControl(requests.Session())`, its in-memory DictCache."""
    name = "cachecontrol"

    def new_session(self):
        import cachecontrol
        import requests
        return cachecontrol.CacheControl(requests.Session())

    def send(self, session, method, url, headers, body):
        return _requests_call(session, method, url, headers, body)

    def close(self, session):
        session.close()


class RequestsCache:
    """requests-cache 1.3.3: `CachedSession(backend="memory", cache_control=True)` (by default it
    ignores Cache-Control and keeps everything forever)."""
    name = "requests-cache"

    def new_session(self):
        import requests_cache
        return requests_cache.CachedSession(backend="memory", cache_control=True)

    def send(self, session, method, url, headers, body):
        return _requests_call(session, method, url, headers, body)

    def close(self, session):
        session.close()


class Hishel:
    """hishel 2.0.0 over httpx: `CacheClient(storage=SqliteStorage(in memory), rfc=True)` (by default
    it caches every successful GET and HEAD, ignoring the caching headers)."""
    name = "hishel"

    def new_session(self):
        import hishel
        import hishel.httpx
        connection = sqlite3.connect(":memory:", check_same_thread=False)
        return hishel.httpx.CacheClient(storage=hishel.SqliteStorage(connection=connection), rfc=True)

    def send(self, session, method, url, headers, body):
        response = session.request(method, url, headers=[(n, v) for n, v in headers],
                                   content=body.encode() if body is not None else None)
        return response.status_code, response.reason_phrase, [[n, v] for n, v in response.headers.multi_items()], \
            response.content.decode("utf-8", "replace")

    def close(self, session):
        session.close()


def _requests_call(session, method, url, headers, body):
    joined = {}
    for name, value in headers:
        joined[name] = joined[name] + ", " + value if name in joined else value
    response = session.request(method, url, headers=joined, data=body.encode() if body is not None else None,
                               allow_redirects=False)
    return response.status_code, response.reason, [[n, v] for n, v in response.headers.items()], \
        response.content.decode("utf-8", "replace")


_LIBRARIES = {library.name: library for library in (CacheControl, RequestsCache, Hishel)}


def named(name):
    if name not in _LIBRARIES:
        raise SystemExit("no library %r; known: %s" % (name, ", ".join(sorted(_LIBRARIES))))
    return _LIBRARIES[name]()
