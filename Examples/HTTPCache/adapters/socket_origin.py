"""The libraries' only way out: every TCP connection they open (`socket.create_connection`, and
urllib3's own), whatever its address, is a connection to a listener on the loopback interface whose
other end is served here. Each HTTP request
read from it is handed to `on_request(request, reply)`; `reply(bytes)` writes the origin's answer
back (`reply(bytes, True)` closes the connection after it), `reply(None)` closes the connection
(no answer). The libraries above it are unchanged: they
write real HTTP/1.1 and parse real responses.
"""
import socket
import threading

_handler = {"on_request": None}
_real_create_connection = socket.create_connection
_listener = {}


def serve(on_request):
    """Routes every new connection's requests to `on_request(request, reply)`."""
    _handler["on_request"] = on_request


def _connect(address, *args, **kwargs):
    if "socket" not in _listener:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        _listener["socket"] = listener
    listener = _listener["socket"]
    library_end = _real_create_connection(listener.getsockname())
    origin_end, _ = listener.accept()
    threading.Thread(target=serve_connection, args=(origin_end, lambda request, reply: _handler["on_request"](request, reply)),
                     daemon=True).start()
    return library_end


def read_request(stream):
    """One request from `stream` as {method, path, headers: [[name, value]], body}, or None at its end."""
    line = stream.readline()
    while line in (b"\r\n", b"\n"):
        line = stream.readline()
    if not line:
        return None
    method, target, _ = line.decode("latin-1").split(" ", 2)
    headers = []
    while True:
        line = stream.readline()
        if line in (b"\r\n", b"\n", b""):
            break
        name, _, value = line.decode("latin-1").partition(":")
        headers.append([name.strip(), value.strip()])
    length = next((int(value) for name, value in headers if name.lower() == "content-length"), 0)
    body = stream.read(length) if length else b""
    if any(name.lower() == "transfer-encoding" and "chunked" in value.lower() for name, value in headers):
        chunks = []
        while True:
            size = int(stream.readline().split(b";")[0], 16)
            if size == 0:
                stream.readline()
                break
            chunks.append(stream.read(size))
            stream.readline()
        body = b"".join(chunks)
    return {"method": method, "path": target, "headers": headers, "body": body.decode("utf-8", "replace") if body else None}


def wire_response(status, reason, headers, body):
    """The origin's response as bytes, framed as the suite's origin (Node) frames it: with the
    Content-Length of its body unless the origin gave one; when a given one is not the body's
    length, the connection closes after it (it cannot carry another response). Returns the bytes
    and whether to close."""
    data = (body or "").encode("utf-8")
    declared = [v for n, v in headers if n.lower() == "content-length"]
    if not declared and status not in (204, 304) and not (100 <= status < 200):
        headers = headers + [["Content-Length", str(len(data))]]
    close = bool(declared) and declared[0].strip() != str(len(data))
    head = "HTTP/1.1 %d %s\r\n" % (status, reason) + "".join("%s: %s\r\n" % (n, v) for n, v in headers) + "\r\n"
    return head.encode("latin-1") + data, close


def serve_connection(sock, on_request):
    """Serves the HTTP requests of one connection, each handed to `on_request(request, reply)`, until
    it closes or a reply closes it."""
    stream = sock.makefile("rb")
    try:
        while True:
            request = read_request(stream)
            if request is None:
                return
            answered = threading.Event()
            answer = {}

            def reply(data, close=False, answered=answered, answer=answer):
                answer["data"] = data
                answer["close"] = close
                answered.set()

            on_request(request, reply)
            answered.wait()
            if answer["data"] is None:
                sock.shutdown(socket.SHUT_RDWR)
                return
            sock.sendall(answer["data"])
            if answer["close"]:
                sock.shutdown(socket.SHUT_RDWR)
                return
    except OSError:
        return
    finally:
        stream.close()
        sock.close()


def install():
    socket.create_connection = _connect
    try:
        import urllib3.util.connection
        import urllib3.connection
        urllib3.util.connection.create_connection = _connect
        urllib3.connection.connection.create_connection = _connect
    except ImportError:
        pass
