"""A real caching reverse proxy from Debian as an algorithm of specrun's http-cache system:

    python3 adapters/http_proxy_cache.py nginx

The proxy runs as installed, on the loopback interface only: the client's requests reach it over
real TCP, and its requests to the origin reach a listener here, which forwards each to specrun's
simulated origin (`send`) and writes the origin's `reply` back. The proxy reads the system clock,
so the entry in specrun.yml says `readsSystemClock: true`: specrun sets the clock (libfaketime,
inherited by the proxy) to each event's virtual instant, and the proxy's notion of age and
freshness is the run's. Each run starts with an empty cache: every request carries the run's
number, which the cache key includes and the origin never sees. The proxy ends with this child.
"""
import ctypes
import http.client
import os
import queue
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "adapters", "python"))
sys.path.insert(0, HERE)

import socket_origin  # noqa: E402  (its framing and connection loop; not installed: nginx connects for real)
from specrun_adapter import Client  # noqa: E402

RUN_HEADER = "X-Specrun-Run"

# nginx as a shared cache in front of one origin. Chosen here, as no published set-up of the suite
# says otherwise: revalidation with conditional requests on (`proxy_cache_revalidate`), HEAD kept
# HEAD to the origin's cache entry (`proxy_cache_convert_head` on, nginx's default), the origin
# spoken to in HTTP/1.1, and nothing else away from nginx's defaults.
NGINX = """daemon off;
master_process off;
worker_processes 1;
error_log {dir}/error.log warn;
pid {dir}/nginx.pid;
env LD_PRELOAD;
env FAKETIME_TIMESTAMP_FILE;
env FAKETIME_NO_CACHE;
env FAKETIME_FMT;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    proxy_cache_path {dir}/cache levels=1:2 keys_zone=specrun:10m inactive=7d use_temp_path=off;
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://127.0.0.1:{origin};
            proxy_http_version 1.1;
            proxy_set_header Host $http_host;
            proxy_set_header Connection "";
            proxy_set_header {run} "";
            proxy_cache specrun;
            proxy_cache_key "$http_x_specrun_run $scheme$http_host$request_uri";
            proxy_cache_revalidate on;
        }}
    }}
}}
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ProxyCache(Client):
    """The proxy behind specrun's events `request` and `reply`."""

    def __init__(self, product):
        super().__init__()
        self.product = product
        self.outcomes = queue.Queue()
        self.replies = {}
        self.next_exchange = 1
        self.run_number = 0
        self.folder = tempfile.mkdtemp(prefix="specrun-%s-" % product)
        self.origin = socket.socket()
        self.origin.bind(("127.0.0.1", 0))
        self.origin.listen(16)
        threading.Thread(target=self.accept_origin_connections, daemon=True).start()
        self.port = free_port()
        with open(os.path.join(self.folder, "nginx.conf"), "w") as config:
            config.write(NGINX.format(dir=self.folder, port=self.port, origin=self.origin.getsockname()[1], run=RUN_HEADER))
        # The proxy dies with this child, however it ends (a crash, a kill): PR_SET_PDEATHSIG.
        self.proxy = subprocess.Popen(["nginx", "-p", self.folder, "-c", os.path.join(self.folder, "nginx.conf")],
                                      stdin=subprocess.DEVNULL, stdout=sys.stderr, stderr=sys.stderr,
                                      preexec_fn=lambda: ctypes.CDLL(None).prctl(1, signal.SIGKILL))
        self.wait_for_proxy()

    def wait_for_proxy(self):
        for _ in range(500):
            if self.proxy.poll() is not None:
                sys.exit("%s exited at its start (status %d); see %s/error.log" % (self.product, self.proxy.returncode, self.folder))
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.01)
        sys.exit("%s did not listen on 127.0.0.1:%d" % (self.product, self.port))

    def close(self):
        self.proxy.terminate()
        try:
            self.proxy.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proxy.kill()
        shutil.rmtree(self.folder, ignore_errors=True)

    # Events

    def on_start(self, scene, seed, run, device):
        self.run_number = run
        self.replies.clear()
        self.next_exchange = 1

    def on_request(self, request, method, path, headers, body, now):
        threading.Thread(target=self.call, args=(request, method, path, headers, body), daemon=True).start()
        self.carry_out(self.outcomes.get())

    def on_reply(self, exchange, now, status=None, reason=None, headers=None, body=None, failure=None):
        reply = self.replies.pop(exchange)
        if failure is not None:
            reply(None)
        else:
            reply(*socket_origin.wire_response(status, reason, headers, body))
        self.carry_out(self.outcomes.get())

    # The client's thread, and the origin's connections.

    def call(self, request, method, path, headers, body):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            if not any(name.lower() == "host" for name, _ in headers):
                connection.putheader("Host", "origin.test")
            for name, value in headers:
                connection.putheader(name, value)
            connection.putheader(RUN_HEADER, str(self.run_number))
            data = body.encode("utf-8") if body is not None else None
            if data is not None:
                connection.putheader("Content-Length", str(len(data)))
            connection.endheaders(data)
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
            self.outcomes.put(("respond", {"request": request, "status": response.status, "reason": response.reason or "",
                                           "headers": [[n, v] for n, v in response.getheaders()], "body": text}))
        except Exception as error:
            print("%s: request %d: %s: %s" % (self.product, request, type(error).__name__, error), file=sys.stderr)
            self.outcomes.put(("respond", {"request": request, "failure": "connectionLost"}))
        finally:
            connection.close()

    def accept_origin_connections(self):
        while True:
            connection, _ = self.origin.accept()
            threading.Thread(target=socket_origin.serve_connection, args=(connection, self.origin_request), daemon=True).start()

    def origin_request(self, request, reply):
        exchange = self.next_exchange
        self.next_exchange += 1
        self.replies[exchange] = reply
        headers = [[n, v] for n, v in request["headers"] if n.lower() != "connection"]
        self.outcomes.put(("send", {"exchange": exchange, "method": request["method"], "path": request["path"],
                                    "headers": headers, "body": request["body"]}))

    def carry_out(self, outcome):
        kind, fields = outcome
        self.command(kind, **fields)


if __name__ == "__main__":
    cache = ProxyCache(sys.argv[1])
    try:
        cache.run()
    finally:
        cache.close()
