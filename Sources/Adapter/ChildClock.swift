import Foundation
import SpecrunKit

/// The system clock of a child that reads it (`ExternalAlgorithm.readsSystemClock`): libfaketime,
/// preloaded into the child, answers every clock call (`time`, `gettimeofday`, `clock_gettime`, the
/// monotonic clock included) with the instant written in a file, read afresh at each call; the
/// host writes the run's virtual instant there before each event goes out, so the child's clock
/// stands still between events and jumps as the virtual clock does. Protocol timers (`after`) stay
/// the host's, on the virtual clock.
///
/// ```swift
/// let clock = try ChildClock()                       // throws when libfaketime is not installed
/// let environment = clock.environment(over: declaration.environment)
/// try clock.show(device.clock.now)                   // before each event
/// ```
package final class ChildClock {
    /// The file libfaketime reads: the instant as Unix seconds with milliseconds (`FAKETIME_FMT=%s`,
    /// which no time zone changes).
    private let folder: URL
    private var file: URL { folder.appendingPathComponent("now") }
    private let library: String
    private var shown: Int?

    /// Where Debian (and most distributions) install libfaketime; `SPECRUN_LIBFAKETIME` names
    /// another. Its thread-safe library first (`libfaketimeMT`, in the same package): with the
    /// other, threads that read the clock at once may read it wrong (Traffic Server gave an `Age`
    /// from the real clock under load, Varnish a few deliveries in a thousand without their body).
    static let searched = ["/usr/lib/x86_64-linux-gnu/faketime", "/usr/lib/aarch64-linux-gnu/faketime", "/usr/lib64/faketime",
                           "/usr/lib/faketime", "/usr/local/lib/faketime"]
        .flatMap { folder in ["libfaketimeMT.so.1", "libfaketime.so.1"].map { folder + "/" + $0 } }

    /// The library, if installed.
    package static var library: String? {
        if let named = ProcessInfo.processInfo.environment["SPECRUN_LIBFAKETIME"], !named.isEmpty {
            return FileManager.default.fileExists(atPath: named) ? named : nil
        }
        return searched.first(where: FileManager.default.fileExists(atPath:))
    }

    /// What to say when it is not: how to install it.
    package static let missing = "it reads the system clock (readsSystemClock: true), which needs libfaketime, and libfaketime is not "
        + "installed (apt-get install libfaketime, or name it with SPECRUN_LIBFAKETIME)"

    /// A clock at the run's start, in a folder of its own.
    init() throws(UnavailableError) {
        guard let library = Self.library else { throw UnavailableError(reason: Self.missing) }
        self.library = library
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-clock-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try show(.start)
        } catch {
            throw UnavailableError(reason: "its clock file could not be written in \(folder.path): \(error)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The child's environment: `declared` (the declaration's variables), with libfaketime
    /// preloaded ahead of any library the declaration preloads, reading this clock's file.
    func environment(over declared: [String: String]) -> [String: String] {
        var variables = declared
        let preloaded = declared["LD_PRELOAD"] ?? ProcessInfo.processInfo.environment["LD_PRELOAD"]
        variables["LD_PRELOAD"] = [library, preloaded].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
        variables["FAKETIME_TIMESTAMP_FILE"] = file.path
        variables["FAKETIME_NO_CACHE"] = "1"
        variables["FAKETIME_FMT"] = "%s"
        return variables
    }

    /// Removes what libfaketime kept in /dev/shm for the child `pid` once it has ended: a semaphore
    /// and a shared memory object for each process that loads it (`FAKETIME_SHARED`, which its
    /// children inherit), removed at its exit but left when it is killed, as a child's process
    /// group is when the child ends.
    func forget(child pid: pid_t) {
        for name in ["faketime_shm_\(pid)", "sem.faketime_sem_\(pid)"] {
            unlink("/dev/shm/" + name)
        }
    }

    /// Sets the child's clock to `instant`: written whole (a new file put in place of the old), so
    /// a clock call never reads half of it.
    func show(_ instant: VirtualInstant) throws {
        let milliseconds = instant.unixMilliseconds
        guard milliseconds != shown else { return }
        let text = "\(milliseconds / 1_000).\(String(milliseconds % 1_000).leftPadded(to: 3))\n"
        try Data(text.utf8).write(to: file, options: .atomic)
        shown = milliseconds
    }
}

extension ChildClock {
    /// Why a child's clock cannot be made virtual.
    struct UnavailableError: Error {
        let reason: String
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
