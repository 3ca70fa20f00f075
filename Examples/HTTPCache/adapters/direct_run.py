"""Runs a sample of the HTTP Caching Tests on the Python libraries *outside* specrun, and compares
each verdict with specrun's cell for the same test and library: a difference is a bug of the
converter or of the adapter, not of the library.

    .venv-http-cache/bin/python Examples/HTTPCache/adapters/direct_run.py HTTP_CACHE_SPECS_BINARY   # a path, relative or not

Outside specrun, each test runs as the suite's own runner runs it (test-engine/client/test.mjs,
test-engine/server/handle-test.mjs), written again here in a few lines: a real HTTP origin on the
loopback interface answers each request with the test's configured status, headers (dates from
the clock), body, and 304 when the test expects a conditional request that matches; the library's
own session sends the requests over real TCP; its clock is patched (`virtual_clock`) and a pause
moves it three seconds. The verdict is pass or fail (every check of the request and of what the
origin received, set-up or not). Prints "N passed, M failed" and exits 1 on any difference.
"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
from email.utils import formatdate

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import virtual_clock  # noqa: E402
virtual_clock.install()
import libraries  # noqa: E402

EPOCH = 1767225600
# The suite's origin sends the test's UUID when the test gives no body; the conversion's origin
# sends this one (OriginScript.defaultBody, which a test keeps equal to it).
DEFAULT_BODY = "5f0c2e8a-3b4d-4e6f-9a1b-7c2d3e4f5a6b"
SAMPLE = [
    "freshness-none", "freshness-max-age", "freshness-max-age-stale", "freshness-max-age-age", "freshness-max-age-date",
    "freshness-expires-future", "freshness-expires-past", "freshness-expires-invalid-no-comma", "heuristic-200-cached",
    "cc-resp-no-store", "cc-resp-no-cache", "cc-resp-private-shared", "vary-match", "vary-no-match", "vary-syntax-star",
    "conditional-etag-strong-respond", "304-etag-update-response-Test-Header", "headers-store-Test-Header",
    "invalidate-POST", "other-age-gen", "status-301-fresh", "status-404-fresh", "ccreq-ma0", "age-parse-nonnumeric",
]


def http_date(seconds, rfc850=False):
    if not rfc850:
        return formatdate(seconds, usegmt=True)
    import time
    return time.strftime("%A, %d-%b-%y %H:%M:%S GMT", time.gmtime(seconds))


class Origin:
    """The suite's origin for one test: answers by the request's Req-Num header, records what it receives."""

    def __init__(self, requests):
        self.requests = requests
        self.received = []
        self.served = {}
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.serve, args=(connection,), daemon=True).start()

    def serve(self, connection):
        stream = connection.makefile("rb")
        try:
            while True:
                line = stream.readline()
                if not line:
                    return
                method, target, _ = line.decode().split(" ", 2)
                headers = {}
                while True:
                    line = stream.readline().decode()
                    if line in ("\r\n", "\n", ""):
                        break
                    name, _, value = line.partition(":")
                    headers[name.strip().lower()] = value.strip()
                if int(headers.get("content-length", "0")):
                    stream.read(int(headers["content-length"]))
                data = self.answer(method, target, headers)
                if data is None:
                    connection.shutdown(socket.SHUT_RDWR)
                    return
                connection.sendall(data)
        except OSError:
            return
        finally:
            connection.close()

    def answer(self, method, target, headers):
        number = int(headers.get("req-num", len(self.received) + 1))
        config = self.requests[number - 1]
        previous = self.served.get(number - 1) or {n.lower(): v for n, v, *_ in self.requests[number - 2].get("response_headers", [])} \
            if number > 1 else {}
        now = int(virtual_clock.now())
        status = config.get("response_status", [200, "OK"])
        if config.get("expected_type", "").endswith("validated"):
            matches = (previous.get("last-modified") and headers.get("if-modified-since") == previous.get("last-modified")) or \
                      (previous.get("etag") and headers.get("if-none-match") == previous.get("etag"))
            status = [304, "Not Modified"] if matches else [999, "304 Not Generated"]
        fields = [("Server-Request-Count", str(len(self.received) + 1)), ("Client-Request-Count", str(number)),
                  ("Server-Now", "%d000" % now)]
        for header in config.get("response_headers", []):
            name, value = header[0], header[1]
            if name.lower() in ("date", "expires", "last-modified") and isinstance(value, int):
                value = http_date(now + value, name.lower() in config.get("rfc850date", []))
            if name.lower() in ("location", "content-location") and config.get("magic_locations"):
                value = target.split("?")[0] + ("/" + value if value else "")
            fields.append((name, str(value)))
        names = {n.lower() for n, _ in fields}
        if "content-type" not in names:
            fields.append(("Content-Type", "text/plain"))
        self.received.append({"number": number, "method": method, "headers": headers})
        fields.append(("Request-Numbers", " ".join(str(r["number"]) for r in self.received)))
        if "date" not in names:
            fields.append(("Date", http_date(now)))
        self.served[number] = {n.lower(): v for n, v in fields}
        if config.get("disconnect"):
            return None
        no_body = status[0] in (204, 304) or method == "HEAD"
        body = "" if no_body else (config.get("response_body") or DEFAULT_BODY)
        if not no_body and "content-length" not in names:
            fields.append(("Content-Length", str(len(body.encode()))))
        head = "HTTP/1.1 %d %s\r\n" % tuple(status) + "".join("%s: %s\r\n" % f for f in fields) + "\r\n"
        return head.encode("latin-1") + body.encode()


def check(config, number, status, headers, body, origin):
    """The suite's checks of one response; a message when one fails."""
    count = headers.get("server-request-count")
    kind = config.get("expected_type")
    if kind == "cached" and not (status == 304 and count is None) and not (count and int(count) < number):
        return "response %d does not come from the cache" % number
    if kind == "not_cached" and count != str(number):
        return "response %d comes from the cache" % number
    expected = config.get("expected_status", config.get("response_status", [200])[0] if "response_status" in config else 200)
    if expected is not None and status != expected:
        return "response %d status %d, not %s" % (number, status, expected)
    for header in config.get("expected_response_headers", []):
        if isinstance(header, str):
            if header.lower() not in headers:
                return "response %d has no %s" % (number, header)
        elif len(header) == 2 and isinstance(header[1], str) and headers.get(header[0].lower()) != header[1]:
            return "response %d's %s is %r" % (number, header[0], headers.get(header[0].lower()))
        elif len(header) == 3 and header[1] == ">" and not (header[0].lower() in headers and int(headers[header[0].lower()]) > header[2]):
            return "response %d's %s is not more than %d" % (number, header[0], header[2])
    for header in config.get("expected_response_headers_missing", []):
        if isinstance(header, str) and header.lower() in headers:
            return "response %d has %s" % (number, header)
    if config.get("check_body", True) and config.get("request_method") != "HEAD" and status not in (204, 304):
        wanted = config.get("expected_response_text", config.get("response_body") or DEFAULT_BODY)
        if wanted is not None and body != wanted:
            return "response %d's body is %r" % (number, body)
    if kind in ("etag_validated", "lm_validated"):
        seen = [r for r in origin.received if r["number"] == number]
        wanted = "if-none-match" if kind == "etag_validated" else "if-modified-since"
        if not seen or wanted not in seen[0]["headers"]:
            return "request %d was not revalidated with %s" % (number, wanted)
    return None


def run_directly(library, test):
    """The test's verdict with the library outside specrun: 'passed' or 'failed: why'."""
    virtual_clock.set_epoch(EPOCH)
    virtual_clock.set_now(0)
    origin = Origin(test["requests"])
    session = library.new_session()
    try:
        for index, config in enumerate(test["requests"]):
            number = index + 1
            headers = [["Req-Num", str(number)]] + [[h[0], str(h[1])] for h in config.get("request_headers", [])]
            if config.get("magic_ims"):
                base = int(previous_headers.get("server-now", "0")) // 1000
                headers = [[n, http_date(base + int(v)) if n.lower() == "if-modified-since" else v] for n, v in headers]
            url = "http://127.0.0.1:%d/test%s%s" % (origin.port, "/" + config["filename"] if "filename" in config else "",
                                                   "?" + config["query_arg"] if "query_arg" in config else "")
            try:
                status, _, fields, body = library.send(session, config.get("request_method", "GET"), url, headers, config.get("request_body"))
            except Exception as error:
                return "failed: request %d: %s" % (number, type(error).__name__)
            previous_headers = {n.lower(): v for n, v in fields}
            problem = check(config, number, status, previous_headers, body, origin)
            if problem:
                return "failed: " + problem
            virtual_clock.set_now(virtual_clock._state["now_ms"] + (3000 if config.get("pause_after") else 50))
        return "passed"
    finally:
        library.close(session)
        origin.listener.close()


def main():
    binary = os.path.abspath(sys.argv[1])  # it runs in the example's folder: a relative path is the caller's
    example = os.path.dirname(HERE)
    exported = subprocess.run(["node", "-e", "import('./cache-tests/tests/index.mjs').then(m => console.log(JSON.stringify(m.default)))"],
                              cwd=example, check=True, capture_output=True, text=True).stdout
    tests = {test["id"]: test for suite in json.loads(exported) for test in suite["tests"]}
    with tempfile.TemporaryDirectory() as folder:
        results = os.path.join(folder, "results.json")
        tags = " or ".join("@id:" + test_id for test_id in SAMPLE)
        command = [binary, "features/cache-tests", "--no-baseline", "--tags", tags, "--format", "json:" + results]
        for name in ("cachecontrol", "requests-cache", "hishel"):
            command += ["-a", name]
        subprocess.run(command, cwd=example, capture_output=True)
        runs = json.load(open(results))["runs"]
    cells = {(r["algorithm"], next(t[4:] for t in r["tags"] if t.startswith("@id:"))): r["status"] for r in runs}
    passed = failed = 0
    for name in ("cachecontrol", "requests-cache", "hishel"):
        library = libraries.named(name)
        for test_id in SAMPLE:
            direct = run_directly(library, tests[test_id])
            cell = cells.get((name, test_id), "absent")
            if direct.split(":")[0] == cell:
                passed += 1
            else:
                failed += 1
                print("%s × %s: specrun %s, directly %s" % (test_id, name, cell, direct))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
