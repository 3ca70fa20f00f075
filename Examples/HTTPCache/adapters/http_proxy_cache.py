"""A real caching reverse proxy from Debian as an algorithm of specrun's http-cache system:

    python3 adapters/http_proxy_cache.py nginx|httpd|squid|haproxy|trafficserver|varnish|okhttp

The proxy runs as installed, on the loopback interface only: the client's requests reach it over
real TCP, and its requests to the origin reach a listener here, which forwards each to specrun's
simulated origin (`send`) and writes the origin's `reply` back. The proxy reads the system clock,
so the entry in specrun.yml says `readsSystemClock: true`: specrun sets the clock (libfaketime,
inherited by the proxy) to each event's virtual instant, and the proxy's notion of age and
freshness is the run's. Each run starts with an empty cache: every request carries the run's
number, which the cache key includes and the origin never sees (nginx keys on a header the proxy
does not pass on, as do Traffic Server and Varnish; httpd, Squid and HAProxy key on the host, `run-N.origin.test`, and send the origin
`Host: origin.test`). The proxy ends with this child.
"""
import ctypes
import fcntl
import glob
import http.client
import os
import queue
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading

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

# Varnish 7.1 as a caching reverse proxy, its cache in memory: the built-in VCL, with the run's
# number in the cache's hash and taken off the origin's request. Chosen here, as the published
# set-up does not say: no freshness for a response that gives none (`default_ttl=0`, where
# Varnish's default is 120 s: the suite's tests all depend on `freshness-none`, which the published
# Varnish passes) and no grace (`default_grace=0`, where the default of 10 s serves a stale response
# while it fetches anew: the published Varnish passes `freshness-max-age-stale`), and none from a
# response's `stale-while-revalidate` either (`beresp.grace = 0s`): Varnish would then answer with
# the stale response and fetch anew in the background, after it has answered, and this adapter
# gives the origin's exchanges a turn only while a client's request waits for its response, so that
# fetch would reach the next run (seen once in three runs of the suite); time-outs of 3 s
# to the origin; the management interface off. Expired responses are kept a day for revalidation
# (`default_keep`, 0 by default): otherwise whether a stale response is revalidated or fetched
# whole depends on whether Varnish's expiry thread, which wakes in real time, has removed it yet
# (seen once in CI: a request that should have been conditional was not). Each run starts at the
# same virtual instant, so the clock steps back between runs: `clock_step` lets it go back a year
# before Varnish panics (1 s).
VARNISH = """vcl 4.1;
backend origin {{
    .host = "127.0.0.1";
    .port = "{origin}";
    .connect_timeout = 3s;
    .first_byte_timeout = 3s;
    .between_bytes_timeout = 3s;
}}
sub vcl_hash {{
    hash_data(req.http.{run});
}}
sub vcl_backend_fetch {{
    unset bereq.http.{run};
}}
sub vcl_backend_response {{
    set beresp.grace = 0s;
}}
"""


def varnish_command(folder, config, port):
    return ["varnishd", "-F", "-a", "127.0.0.1:%d" % port, "-T", "none", "-f", config, "-n", os.path.join(folder, "work"),
            "-s", "malloc,64m", "-p", "default_ttl=0", "-p", "default_grace=0", "-p", "default_keep=86400", "-p", "clock_step=31536000",
            # One user for all of Varnish's processes (no jail): libfaketime's shared state
            # (FAKETIME_SHARED, a semaphore only its creator's user may open) is inherited by the
            # C compiler Varnish runs on its VCL, which failed as Varnish's unprivileged user.
            "-j", "none"]


def with_glibc_malloc():
    """This process's environment with glibc's allocator preloaded first (libc_malloc_debug: glibc's
    own, its debugging hooks off unless asked for). varnishd links jemalloc, which reads the clock
    while libfaketime starts, so that varnishd exits at once under it; with glibc's allocator in
    front of jemalloc's, libfaketime starts and Varnish reads virtual time."""
    environment = dict(os.environ)
    found = sorted(glob.glob("/lib/*-linux-gnu/libc_malloc_debug.so.0") + glob.glob("/usr/lib/*-linux-gnu/libc_malloc_debug.so.0"))
    if not found:
        sys.exit("varnish needs glibc's libc_malloc_debug.so.0 (glibc 2.34 or later) to run under libfaketime")
    environment["LD_PRELOAD"] = ":".join([found[0]] + [name for name in environment.get("LD_PRELOAD", "").split(":") if name])
    return environment


# OkHttp 3.13 (Debian's libokhttp-java), the HTTP client of Android apps, with its disk cache, behind
# a small front on the loopback port (adapters/okhttp/OkHttpFront.java: one client and one cache per
# run). The JVM runs without libfaketime: under it the whole JVM, its timed waits too, stands still
# with the virtual clock (the suite ran 14 times slower, six tests failing). A Java agent
# (adapters/okhttp/VirtualTime.java) gives OkHttp's classes the same virtual time instead, read from
# the file specrun writes for libfaketime.
OKHTTP = {"okhttp.properties": "port={port}\norigin={origin}\nfolder={dir}/cache\n"}
OKHTTP_SOURCES = os.path.join(HERE, "okhttp")
OKHTTP_BUILT = os.path.join(HERE, "..", ".build", "okhttp")
OKHTTP_JARS = ["/usr/share/java/okhttp.jar", "/usr/share/java/okio.jar"]


def without_clock_preload():
    """This process's environment with libfaketime no longer preloaded (the clock file's name kept)."""
    environment = dict(os.environ)
    kept = [name for name in environment.get("LD_PRELOAD", "").split(":") if name and "libfaketime" not in name]
    environment["LD_PRELOAD"] = ":".join(kept)
    return environment


def okhttp_jar():
    """The front and the agent, compiled into .build/okhttp once their sources change (under a lock:
    specrun may start two of these children at once). Needs a JDK and libokhttp-java."""
    jar = os.path.join(OKHTTP_BUILT, "specrun-okhttp.jar")
    sources = sorted(glob.glob(os.path.join(OKHTTP_SOURCES, "*.java")))
    missing = [name for name in OKHTTP_JARS if not os.path.exists(name)]
    if missing:
        sys.exit("okhttp needs Debian's libokhttp-java (apt-get install libokhttp-java): no %s" % ", ".join(missing))
    os.makedirs(OKHTTP_BUILT, exist_ok=True)
    with open(os.path.join(OKHTTP_BUILT, "lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built = os.path.getmtime(jar) if os.path.exists(jar) else -1
        if any(os.path.getmtime(source) > built for source in sources):
            classes = os.path.join(OKHTTP_BUILT, "classes")
            shutil.rmtree(classes, ignore_errors=True)
            manifest = os.path.join(OKHTTP_BUILT, "MANIFEST.MF")
            with open(manifest, "w") as file:
                file.write("Premain-Class: specrun.VirtualTime\n")
            for command in (["javac", "--release", "17", "-cp", ":".join(OKHTTP_JARS), "-d", classes] + sources,
                            ["jar", "--create", "--file", jar + ".new", "--manifest", manifest, "-C", classes, "."]):
                done = subprocess.run(command, env=without_clock_preload(), stdout=sys.stderr, stderr=sys.stderr)
                if done.returncode != 0:
                    sys.exit("okhttp: %s failed (status %d), above" % (command[0], done.returncode))
            os.replace(jar + ".new", jar)
    return jar


def okhttp_command(folder, config, port):
    jar = okhttp_jar()
    return ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m", "-javaagent:%s=okhttp3/" % jar,
            "-cp", ":".join([jar] + OKHTTP_JARS), "specrun.OkHttpFront", config]


class Product:
    """How one proxy is configured and started, and what of a run it keys its cache on."""

    def __init__(self, config, file, command, keys_on_host, log, ready=None, settles=False, environment=None, in_app=False):
        # config: the configuration's text, or {path in the folder: text}; file: the one the command
        # names; keys_on_host: whether the run's number goes in the host (else in RUN_HEADER); log:
        # the file in the folder the proxy writes its errors to (None: its standard error); ready: the
        # line of that log that says its cache is ready, for a proxy that listens before it is; settles:
        # whether it may finish storing a response after it has answered (HAProxy marks an entry
        # complete, Traffic Server writes it, Varnish ends its fetch, on a later turn of their
        # threads; seen under load as a next request that misses the entry): then the client waits
        # after each response until the proxy has nothing left to do (wait_idle), as a client's next
        # request comes later than that;
        # environment: a function that gives its environment (None: this child's, libfaketime
        # preloaded; OkHttp's JVM is given none, its agent reads the clock; Varnish's glibc's malloc);
        # in_app: whether it is a library inside the app rather than a proxy on the network, so that
        # when it gives up on a request (no response, the connection closed) the app meets the
        # origin's own failure (offline, a time-out), where a proxy's client meets a lost connection.
        self.config = config
        self.file = file
        self.command = command
        self.keys_on_host = keys_on_host
        self.log = log
        self.ready = ready
        self.settles = settles
        self.environment = environment
        self.in_app = in_app


PRODUCTS = {
    "nginx": Product(NGINX, "nginx.conf", lambda folder, config, port: ["nginx", "-p", folder, "-c", config], False, "error.log"),
    "httpd": Product(HTTPD, "httpd.conf", lambda folder, config, port: ["apache2", "-f", config, "-DFOREGROUND"], True, "error.log"),
    "squid": Product(SQUID, "squid.conf", lambda folder, config, port: ["squid", "-N", "-f", config], True, "cache.log"),
    "trafficserver": Product(TRAFFICSERVER, "runroot.yaml",
                             lambda folder, config, port: ["traffic_server", "--run-root=" + config], False, "log/diags.log",
                             "Traffic Server is fully initialized", settles=True),
    "haproxy": Product(HAPROXY, "haproxy.cfg", lambda folder, config, port: ["haproxy", "-db", "-f", config], True, None, settles=True),
    "varnish": Product(VARNISH, "default.vcl", varnish_command, False, None, settles=True, environment=with_glibc_malloc),
    "okhttp": Product(OKHTTP, "okhttp.properties", okhttp_command, False, None, environment=without_clock_preload, in_app=True),
}


def wait_real(seconds):
    """Let `seconds` of real time pass. This child's clocks stand still between events (libfaketime),
    so a wait until a deadline on them ends at once (`time.sleep`) or never (`threading`'s timed
    waits, `Popen.wait(timeout=)`); a relative time-out to the kernel (`select`) is real time."""
    select.select([], [], [], seconds)


def wait_idle(pid):
    """Waits until every thread of process `pid` is asleep, seen twice 1 ms apart (a thread with
    work queued is runnable, one writing to disk is in an uninterruptible wait), for at most 3 s."""
    quiet = 0
    for _ in range(3000):
        try:
            tasks = os.listdir("/proc/%d/task" % pid)
            states = []
            for task in tasks:
                with open("/proc/%d/task/%s/stat" % (pid, task)) as stat:
                    states.append(stat.read().rsplit(")", 1)[1].split()[0])
        except OSError:
            return  # it has ended: nothing left to wait for
        quiet = quiet + 1 if all(state in "SIt" for state in states) else 0
        if quiet == 2:
            return
        wait_real(0.001)


def remove_folders_of_ended_adapters():
    """Removes the proxy folders that adapters which are gone left behind. specrun ends an adapter
    by closing its input, and close() removes its folder; an adapter killed (a stop signal, a
    SIGKILL) cannot, so the next one does, as it starts and as it closes (by then the killed one's
    proxy has surely stopped writing there): each folder is named after its adapter's pid, and one
    whose adapter no longer runs is removed (a pid taken since by another process keeps its folder
    until that one ends)."""
    for folder in glob.glob(os.path.join(tempfile.gettempdir(), "specrun-*-*-*")):
        parts = os.path.basename(folder).split("-")
        if len(parts) == 4 and parts[1] in PRODUCTS and parts[2].isdigit() and not runs(int(parts[2])):
            shutil.rmtree(folder, ignore_errors=True)


def runs(pid):
    """Whether the process `pid` runs: it exists and has not exited (a zombie waiting to be reaped,
    as a killed adapter is until specrun or init reaps it, has)."""
    try:
        with open("/proc/%d/stat" % pid) as stat:
            fields = stat.read()
    except OSError:
        return False
    return fields[fields.rindex(")") + 2] != "Z"


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
        self.failures = {}
        self.active_request = None
        self.next_exchange = 1
        self.run_number = 0
        remove_folders_of_ended_adapters()
        self.folder = tempfile.mkdtemp(prefix="specrun-%s-%d-" % (product, os.getpid()))
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
        self.proxy = subprocess.Popen(self.setup.command(self.folder, config, self.port),
                                      env=self.setup.environment() if self.setup.environment else None,
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
            wait_real(0.01)
        sys.exit("%s did not listen on 127.0.0.1:%d (and say it was ready) within 30 s" % (self.product, self.port))

    def close(self):
        # A second at most, so that the folders go within the 3 s specrun gives an adapter to end
        # (Squid would wait out its shutdown_lifetime, 30 s, for connections to close).
        self.proxy.terminate()
        for _ in range(100):  # 1 s of real time
            if self.proxy.poll() is not None:
                break
            wait_real(0.01)
        else:
            self.proxy.kill()
            self.proxy.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
        remove_folders_of_ended_adapters()

    # Events

    def on_start(self, scene, seed, run, device):
        self.run_number = run
        self.replies.clear()
        self.failures.clear()
        self.next_exchange = 1

    def on_request(self, request, method, path, headers, body, now):
        self.active_request = request
        threading.Thread(target=self.call, args=(request, method, path, headers, body), daemon=True).start()
        self.carry_out(self.outcomes.get())

    def on_reply(self, exchange, now, status=None, reason=None, headers=None, body=None, failure=None):
        reply, request = self.replies.pop(exchange)
        self.active_request = request
        if failure is not None:
            self.failures[request] = failure
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
            if self.setup.settles:
                wait_idle(self.proxy.pid)
            self.outcomes.put(("respond", {"request": request, "status": response.status, "reason": response.reason or "",
                                           "headers": [[n, v] for n, v in response.getheaders()], "body": text}))
        except Exception as error:
            print("%s: request %d: %s: %s" % (self.product, request, type(error).__name__, error), file=sys.stderr)
            failure = self.failures.pop(request, "connectionLost") if self.setup.in_app else "connectionLost"
            self.outcomes.put(("respond", {"request": request, "failure": failure}))
        finally:
            connection.close()

    def accept_origin_connections(self):
        while True:
            connection, _ = self.origin.accept()
            threading.Thread(target=socket_origin.serve_connection, args=(connection, self.origin_request), daemon=True).start()

    def origin_request(self, request, reply):
        exchange = self.next_exchange
        self.next_exchange += 1
        self.replies[exchange] = (reply, self.active_request)
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
