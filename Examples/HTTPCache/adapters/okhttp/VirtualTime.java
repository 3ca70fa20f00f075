package specrun;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.ProtectionDomain;

/**
 * specrun's virtual time for the classes of one library, without libfaketime (which gives the
 * whole JVM, its timed waits included, the virtual clock: the suite ran 14 times slower under it,
 * and six of its tests failed that pass with this agent).
 *
 * <p>As a Java agent ({@code -javaagent:specrun-okhttp.jar=okhttp3/}), it redirects every call to
 * {@code System.currentTimeMillis()} in the classes whose names start with the argument to
 * {@link #currentTimeMillis()}, which reads the instant specrun writes before each event for a child
 * that reads the system clock ({@code FAKETIME_TIMESTAMP_FILE}: Unix seconds with milliseconds). The
 * rest of the JVM keeps the real clock, and {@code System.nanoTime()} (time-outs, pools) stays real.
 *
 * <p>The redirect is one change to each such class's constant pool: the method reference to
 * {@code java/lang/System.currentTimeMillis()J} is pointed at a new class entry,
 * {@code specrun/VirtualTime}, with the same name and descriptor. No instruction changes, so no
 * stack map or offset does.
 */
public final class VirtualTime {
    private static final Path FILE = clockFile();

    private VirtualTime() {}

    private static Path clockFile() {
        String name = System.getenv("FAKETIME_TIMESTAMP_FILE");
        return name == null || name.isEmpty() ? null : Path.of(name);
    }

    /** The run's virtual instant in Unix milliseconds, or the real clock's outside specrun. */
    public static long currentTimeMillis() {
        if (FILE == null) {
            return System.currentTimeMillis();
        }
        String text;
        try {
            text = Files.readString(FILE, StandardCharsets.US_ASCII).trim();
        } catch (IOException error) {
            throw new IllegalStateException("specrun's clock file " + FILE + " cannot be read", error);
        }
        int point = text.indexOf('.');
        if (point < 0) {
            return Long.parseLong(text) * 1000;
        }
        String fraction = (text.substring(point + 1) + "000").substring(0, 3);
        return Long.parseLong(text.substring(0, point)) * 1000 + Long.parseLong(fraction);
    }

    public static void premain(String prefixes, Instrumentation instrumentation) {
        if (prefixes == null || prefixes.isEmpty()) {
            throw new IllegalArgumentException("name the classes to redirect: -javaagent:specrun-okhttp.jar=okhttp3/");
        }
        String[] names = prefixes.split(",");
        instrumentation.addTransformer(new ClassFileTransformer() {
            @Override
            public byte[] transform(ClassLoader loader, String className, Class<?> redefined,
                                    ProtectionDomain domain, byte[] classFile) {
                if (className == null) {
                    return null;
                }
                for (String prefix : names) {
                    if (className.startsWith(prefix)) {
                        return redirect(classFile);
                    }
                }
                return null;
            }
        });
    }

    /**
     * The class file with its references to {@code System.currentTimeMillis()} pointed at this
     * class, or null (unchanged) when it has none.
     */
    static byte[] redirect(byte[] classFile) {
        ConstantPool pool = new ConstantPool(classFile);
        int target = -1;
        for (int index = 1; index < pool.count; index++) {
            if (pool.tag[index] == ConstantPool.METHODREF
                    && "java/lang/System".equals(pool.className(pool.first(index)))
                    && "currentTimeMillis".equals(pool.utf8(pool.first(pool.second(index))))
                    && "()J".equals(pool.utf8(pool.second(pool.second(index))))) {
                target = index;
            }
        }
        if (target < 0) {
            return null;
        }
        // The new entries go at the pool's end: a name, then a class naming it. The method
        // reference's class index (the two bytes after its tag) points at the class.
        int nameIndex = pool.count;
        int classIndex = pool.count + 1;
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(classFile.length + 32);
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(classFile, 0, 8);
            out.writeShort(pool.count + 2);
            byte[] entries = java.util.Arrays.copyOfRange(classFile, 10, pool.end);
            int at = pool.offset[target] - 10 + 1;
            entries[at] = (byte) (classIndex >> 8);
            entries[at + 1] = (byte) classIndex;
            out.write(entries);
            out.writeByte(ConstantPool.UTF8);
            out.writeUTF("specrun/VirtualTime");
            out.writeByte(ConstantPool.CLASS);
            out.writeShort(nameIndex);
            out.write(classFile, pool.end, classFile.length - pool.end);
            return bytes.toByteArray();
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** A class file's constant pool, read where it lies: each entry's tag and offset. */
    static final class ConstantPool {
        static final int UTF8 = 1, CLASS = 7, METHODREF = 10;
        final byte[] file;
        final int count;
        final int[] tag;
        final int[] offset;
        final int end;

        ConstantPool(byte[] file) {
            this.file = file;
            count = u2(8);
            tag = new int[count];
            offset = new int[count];
            int at = 10;
            for (int index = 1; index < count; index++) {
                tag[index] = file[at] & 0xff;
                offset[index] = at;
                switch (tag[index]) {
                    case UTF8 -> at += 3 + u2(at + 1);
                    case CLASS, 8, 16, 19, 20 -> at += 3;                // Class, String, MethodType, Module, Package
                    case 15 -> at += 4;                                  // MethodHandle
                    case 3, 4, METHODREF, 9, 11, 12, 17, 18 -> at += 5;  // Integer, Float, the references, NameAndType, (Invoke)Dynamic
                    case 5, 6 -> {                                       // Long and Double take two indexes
                        at += 9;
                        index++;
                    }
                    default -> throw new IllegalArgumentException("constant pool tag " + tag[index] + " at byte " + at);
                }
            }
            end = at;
        }

        int u2(int at) {
            return ((file[at] & 0xff) << 8) | (file[at + 1] & 0xff);
        }

        /** The first and second index an entry holds (a reference's class and name-and-type, a name-and-type's name and descriptor). */
        int first(int index) {
            return u2(offset[index] + 1);
        }

        int second(int index) {
            return u2(offset[index] + 3);
        }

        String utf8(int index) {
            if (tag[index] != UTF8) {
                return null;
            }
            // Modified UTF-8; the names compared here are ASCII.
            return new String(file, offset[index] + 3, u2(offset[index] + 1), StandardCharsets.UTF_8);
        }

        String className(int index) {
            return tag[index] == CLASS ? utf8(first(index)) : null;
        }
    }
}
