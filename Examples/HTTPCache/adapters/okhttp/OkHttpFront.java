package specrun;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import okhttp3.Cache;
import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.internal.http.HttpMethod;

/**
 * OkHttp, as an Android app uses it, in front of one origin: each request that comes in on the
 * loopback port is made again by an {@code OkHttpClient} with its disk {@code Cache}, and its
 * response (from the cache or the origin) goes back as it came. One client and one cache per run of
 * specrun (the run's number comes in the request's {@code X-Specrun-Run}, which the origin never
 * sees), so each run starts with an empty cache. Configured where an app has a choice as the
 * adapter says: redirects not followed and no retry (the front passes on what OkHttp gives), time-outs
 * of 3 s, OkHttp's defaults otherwise ({@code User-Agent}, {@code Accept-Encoding: gzip}).
 *
 * <p>Its argument is a properties file: {@code port}, {@code origin} (the origin's port) and
 * {@code folder} (where the caches go). The OkHttp classes read virtual time (VirtualTime).
 */
public final class OkHttpFront {
    static final String RUN_HEADER = "X-Specrun-Run";

    private final int origin;
    private final File folder;
    private String run;
    private OkHttpClient client;

    OkHttpFront(int origin, File folder) {
        this.origin = origin;
        this.folder = folder;
    }

    public static void main(String[] arguments) throws IOException {
        Properties settings = new Properties();
        try (InputStream in = new FileInputStream(arguments[0])) {
            settings.load(in);
        }
        OkHttpFront front = new OkHttpFront(Integer.parseInt(settings.getProperty("origin")), new File(settings.getProperty("folder")));
        try (ServerSocket server = new ServerSocket(Integer.parseInt(settings.getProperty("port")), 16, InetAddress.getLoopbackAddress())) {
            while (true) {
                Socket connection = server.accept();
                Thread thread = new Thread(() -> front.serve(connection));
                thread.setDaemon(true);
                thread.start();
            }
        }
    }

    /** The run's client: a new one (and an empty cache) when the run changes; the last run's is closed. */
    synchronized OkHttpClient client(String number) throws IOException {
        if (client == null || !number.equals(run)) {
            if (client != null) {
                client.cache().delete();
                client.connectionPool().evictAll();
                client.dispatcher().executorService().shutdown();
            }
            run = number;
            client = new OkHttpClient.Builder()
                    .cache(new Cache(new File(folder, "run-" + number), 16L * 1024 * 1024))
                    .followRedirects(false)
                    .followSslRedirects(false)
                    .retryOnConnectionFailure(false)
                    .connectTimeout(3, TimeUnit.SECONDS)
                    .readTimeout(3, TimeUnit.SECONDS)
                    .writeTimeout(3, TimeUnit.SECONDS)
                    .build();
        }
        return client;
    }

    /** One request on one connection, then the connection closes (the adapter opens one per request). */
    void serve(Socket connection) {
        try (connection) {
            InputStream in = new BufferedInputStream(connection.getInputStream());
            String[] line = readLine(in).split(" ", 3);
            String method = line[0];
            String target = line[1];
            Headers.Builder headers = new Headers.Builder();
            String number = "0";
            int length = 0;
            for (String header = readLine(in); !header.isEmpty(); header = readLine(in)) {
                int colon = header.indexOf(':');
                String name = header.substring(0, colon).trim();
                String value = header.substring(colon + 1).trim();
                switch (name.toLowerCase(Locale.ROOT)) {
                    case "x-specrun-run" -> number = value;
                    case "content-length" -> length = Integer.parseInt(value);
                    default -> headers.addUnsafeNonAscii(name, value);
                }
            }
            byte[] body = in.readNBytes(length);
            RequestBody requestBody = HttpMethod.permitsRequestBody(method) && (length > 0 || HttpMethod.requiresRequestBody(method))
                    ? RequestBody.create((MediaType) null, body)
                    : null;
            Request request = new Request.Builder()
                    .url("http://127.0.0.1:" + origin + target)
                    .headers(headers.build())
                    .method(method, requestBody)
                    .build();
            try (Response response = client(number).newCall(request).execute()) {
                byte[] data = response.body() == null ? new byte[0] : response.body().bytes();
                write(connection.getOutputStream(), method, response, data);
            }
        } catch (IOException error) {
            // The client sees the connection close with no response: a failed request.
            System.err.println("okhttp: " + error);
        }
    }

    static void write(OutputStream out, String method, Response response, byte[] data) throws IOException {
        StringBuilder head = new StringBuilder();
        head.append("HTTP/1.1 ").append(response.code()).append(' ').append(response.message()).append("\r\n");
        Headers headers = response.headers();
        List<String> skipped = new ArrayList<>(List.of("transfer-encoding", "connection"));
        if (!method.equals("HEAD")) {
            skipped.add("content-length");
            head.append("Content-Length: ").append(data.length).append("\r\n");
        }
        for (int index = 0; index < headers.size(); index++) {
            if (!skipped.contains(headers.name(index).toLowerCase(Locale.ROOT))) {
                head.append(headers.name(index)).append(": ").append(headers.value(index)).append("\r\n");
            }
        }
        head.append("Connection: close\r\n\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        if (!method.equals("HEAD")) {
            out.write(data);
        }
        out.flush();
    }

    static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int next = in.read(); next != '\n'; next = in.read()) {
            if (next < 0) {
                throw new IOException("the connection closed inside a request");
            }
            line.write(next);
        }
        String text = line.toString(StandardCharsets.ISO_8859_1);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }
}
