"""A real caching reverse proxy from Debian as an algorithm of specrun's http-cache system:

    python3 adapters/http_proxy_cache.py nginx|httpd|squid|haproxy|trafficserver

The proxy runs as installed, on the loopback interface only: the client's requests reach it over
real TCP, and its requests to the origin reach a listener here, which forwards each to specrun's
simulated origin (`send`) and writes the origin's `reply` back. The proxy reads the system clock,
so the entry in specrun.yml says `readsSystemClock: true`: specrun sets the clock (libfaketime,
inherited by the proxy) to each event's virtual instant, and the proxy's notion of age and
freshness is the run's. Each run starts with an empty cache: every request carries the run's
number, which the cache key includes and the origin never sees (nginx keys on a header the proxy
does not pass on; httpd and Squid key on the host, `run-N.origin.test`, and send the origin
`Host: origin.test`). The proxy ends with this child.
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


# Apache httpd as a shared cache in front of one origin: mod_proxy_http and mod_cache with its
# disk store, as Debian ships them. Chosen here, as the suite's published set-up does not say: the
# cache in its default place (the quick handler, before other modules), `CacheLock` off, the
# origin asked with `Host: origin.test` (mod_headers, set after the cache has taken its key from
# the client's host), httpd's defaults otherwise. It runs as www-data, which owns its folder.
HTTPD = """ServerRoot {dir}
PidFile {dir}/httpd.pid
Listen 127.0.0.1:{port}
ServerName localhost
Timeout 3
User www-data
Group www-data
ErrorLog {dir}/error.log
LogLevel warn
LoadModule mpm_event_module /usr/lib/apache2/modules/mod_mpm_event.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule headers_module /usr/lib/apache2/modules/mod_headers.so
LoadModule proxy_module /usr/lib/apache2/modules/mod_proxy.so
LoadModule proxy_http_module /usr/lib/apache2/modules/mod_proxy_http.so
LoadModule cache_module /usr/lib/apache2/modules/mod_cache.so
LoadModule cache_disk_module /usr/lib/apache2/modules/mod_cache_disk.so
StartServers 1
ServerLimit 1
ThreadsPerChild 16
MaxRequestWorkers 16
CacheRoot {dir}/cache
CacheEnable disk /
ProxyPass / http://127.0.0.1:{origin}/
ProxyPreserveHost On
RequestHeader set Host origin.test
RequestHeader unset {run}
"""

# Squid as a shared cache in front of one origin (an accelerator: `http_port … accel`, the origin a
# `cache_peer … originserver`), in memory, as Debian ships it. Chosen here, as the suite's published
# set-up does not say: the origin asked with `Host: origin.test` (`forceddomain`), no disk cache, no
# logs but its cache.log, Squid's defaults otherwise.
SQUID = """http_port 127.0.0.1:{port} accel defaultsite=origin.test vhost
cache_peer 127.0.0.1 parent {origin} 0 no-query no-digest originserver name=origin forceddomain=origin.test
cache_peer_access origin allow all
http_access allow all
cache_mem 16 MB
pid_filename {dir}/squid.pid
cache_log {dir}/cache.log
access_log none
cache_store_log none
coredump_dir {dir}
shutdown_lifetime 0 seconds
request_header_access {run} deny all
"""


# HAProxy with its own cache in front of one origin (`cache-use` when the request comes in,
# `cache-store` when the response goes out), in memory. Chosen here, as the suite's published set-up
# does not say: the cache's own cap on freshness (`max-age`, 60 s by default) lifted to a year so
# that a response's own headers decide, `process-vary on` (off by default: a response with `Vary`
# is then never stored), objects up to 1 MB, the origin asked with `Host: origin.test` in the
# backend (after the cache has taken its key), time-outs of 3 s so that a request HAProxy cannot
# finish ends within a turn, HAProxy's defaults otherwise.
HAPROXY = """global
    pidfile {dir}/haproxy.pid
    log stderr format raw local0 warning
defaults
    mode http
    log global
    timeout connect 3s
    timeout client 3s
    timeout server 3s
cache specrun
    total-max-size 16
    max-object-size 1048576
    max-age 31536000
    process-vary on
frontend proxy
    bind 127.0.0.1:{port}
    http-request cache-use specrun
    http-response cache-store specrun
    default_backend origin
backend origin
    http-request set-header Host origin.test
    http-request del-header {run}
    server origin 127.0.0.1:{origin}
"""


# Apache Traffic Server in front of one origin (a reverse proxy: `remap_required`, one `map` rule),
# its cache on a 64 MB file and in memory, its own configuration folder beside Debian's defaults.
# Chosen here, as the suite's published set-up does not say: the run's number in the cache key
# (the `cachekey` plugin includes the run's header, which `header_rewrite` removes before the
# origin), the client's `Host` kept for the origin (`pristine_host_hdr`), `Age` inserted, logs off,
# two threads, Traffic Server's defaults otherwise. It runs as the package's user, trafficserver.
TRAFFICSERVER = {
    "runroot.yaml": """prefix: /usr
exec_prefix: /usr
bindir: /usr/bin
sbindir: /usr/sbin
sysconfdir: {dir}/etc
datadir: {dir}/cache
includedir: /usr/include
libdir: /usr/lib/trafficserver
libexecdir: /usr/lib/trafficserver/modules
localstatedir: {dir}/run
runtimedir: {dir}/run
logdir: {dir}/log
cachedir: {dir}/cache
""",
    "etc/records.config": """CONFIG proxy.config.http.server_ports STRING {port}:ipv4:ip-in=127.0.0.1
CONFIG proxy.config.url_remap.remap_required INT 1
CONFIG proxy.config.url_remap.pristine_host_hdr INT 1
CONFIG proxy.config.reverse_proxy.enabled INT 1
CONFIG proxy.config.http.cache.http INT 1
CONFIG proxy.config.http.insert_age_in_response INT 1
CONFIG proxy.config.log.logging_enabled INT 0
CONFIG proxy.config.admin.user_id STRING trafficserver
CONFIG proxy.config.exec_thread.autoconfig INT 0
CONFIG proxy.config.exec_thread.limit INT 2
CONFIG proxy.config.cache.ram_cache.size INT 16777216
""",
    "etc/storage.config": "{dir}/cache 64M\n",
    "etc/remap.config": "map http://origin.test/ http://127.0.0.1:{origin}/ @plugin=cachekey.so @pparam=--include-headers={run} "
                        "@plugin=header_rewrite.so @pparam={dir}/etc/drop-run.conf\n",
    "etc/drop-run.conf": "cond %{{SEND_REQUEST_HDR_HOOK}}\nrm-header {run}\n",
    "etc/plugin.config": "",
}


class Product:
    """How one proxy is configured and started, and what of a run it keys its cache on."""

    def __init__(self, config, file, command, keys_on_host, log, ready=None, settle=0):
        # config: the configuration's text, or {path in the folder: text}; file: the one the command
        # names; keys_on_host: whether the run's number goes in the host (else in RUN_HEADER); log:
        # the file in the folder the proxy writes its errors to (None: its standard error); ready: the
        # line of that log that says its cache is ready, for a proxy that listens before it is; settle:
        # real seconds to let pass after each response, for a proxy that stores a response on
        # threads of its own after it has answered (a client's next request comes later than that).
        self.config = config
        self.file = file
        self.command = command
        self.keys_on_host = keys_on_host
        self.log = log
        self.ready = ready
        self.settle = settle


PRODUCTS = {
    "nginx": Product(NGINX, "nginx.conf", lambda folder, config: ["nginx", "-p", folder, "-c", config], False, "error.log"),
    "httpd": Product(HTTPD, "httpd.conf", lambda folder, config: ["apache2", "-f", config, "-DFOREGROUND"], True, "error.log"),
    "squid": Product(SQUID, "squid.conf", lambda folder, config: ["squid", "-N", "-f", config], True, "cache.log"),
    "trafficserver": Product(TRAFFICSERVER, "runroot.yaml",
                             lambda folder, config: ["traffic_server", "--run-root=" + config], False, "log/diags.log",
                             "Traffic Server is fully initialized", settle=0.02),
    "haproxy": Product(HAPROXY, "haproxy.cfg", lambda folder, config: ["haproxy", "-db", "-f", config], True, None),
}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ProxyCache(Client):
    """The proxy behind specrun's events `request` and `reply`."""

    def __init__(self, product):
        super().__init__()
        if product not in PRODUCTS:
            sys.exit("no proxy %r; this adapter runs %s" % (product, ", ".join(sorted(PRODUCTS))))
        self.product = product
        self.setup = PRODUCTS[product]
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
        config = os.path.join(self.folder, self.setup.file)
        os.makedirs(os.path.join(self.folder, "cache"))
        files = self.setup.config if isinstance(self.setup.config, dict) else {self.setup.file: self.setup.config}
        if product == "trafficserver":
            # Debian's configuration files, which this one's override where they name the same.
            shutil.copytree("/etc/trafficserver", os.path.join(self.folder, "etc"))
            for folder in ("run", "log"):
                os.makedirs(os.path.join(self.folder, folder))
        for name, text in files.items():
            with open(os.path.join(self.folder, name), "w") as file:
                file.write(text.format(dir=self.folder, port=self.port, origin=self.origin.getsockname()[1], run=RUN_HEADER))
        # httpd and Squid serve as an unprivileged user (www-data, proxy) when started as root: it
        # passes through the folder, and httpd's writes its cache.
        os.chmod(self.folder, 0o711)
        if product == "httpd" and os.geteuid() == 0:
            shutil.chown(os.path.join(self.folder, "cache"), "www-data", "www-data")
        if product == "trafficserver" and os.geteuid() == 0:
            for place, _, names in os.walk(self.folder):
                for name in [place] + [os.path.join(place, n) for n in names]:
                    shutil.chown(name, "trafficserver", "trafficserver")
        # The proxy dies with this child, however it ends (a crash, a kill): PR_SET_PDEATHSIG.
        self.proxy = subprocess.Popen(self.setup.command(self.folder, config),
                                      stdin=subprocess.DEVNULL, stdout=sys.stderr, stderr=sys.stderr,
                                      preexec_fn=lambda: ctypes.CDLL(None).prctl(1, signal.SIGKILL))
        self.wait_for_proxy()

    def wait_for_proxy(self):
        for _ in range(3000):
            if self.proxy.poll() is not None:
                # The folder goes with this child: the log's last lines are said here, not pointed at.
                log = os.path.join(self.folder, self.setup.log) if self.setup.log else None
                lines = open(log, errors="replace").read().splitlines()[-5:] if log and os.path.exists(log) else []
                sys.exit("%s exited at its start (status %d)%s" % (self.product, self.proxy.returncode,
                         "; its log ends:\n" + "\n".join(lines) if lines else "; see its standard error, above"))
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                if not self.setup.ready or self.setup.ready in open(os.path.join(self.folder, self.setup.log), errors="replace").read():
                    return
            except OSError:
                pass
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
            if self.setup.keys_on_host:
                connection.putheader("Host", "run-%d.origin.test" % self.run_number)
            elif not any(name.lower() == "host" for name, _ in headers):
                connection.putheader("Host", "origin.test")
            for name, value in headers:
                if not (self.setup.keys_on_host and name.lower() == "host"):
                    connection.putheader(name, value)
            connection.putheader(RUN_HEADER, str(self.run_number))
            data = body.encode("utf-8") if body is not None else None
            if data is not None:
                connection.putheader("Content-Length", str(len(data)))
            connection.endheaders(data)
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
            time.sleep(self.setup.settle)
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
