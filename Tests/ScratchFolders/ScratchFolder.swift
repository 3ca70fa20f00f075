import Foundation
import Synchronization

/// Folders a test writes its files into: each new, under one folder of this test process's own
/// (`specrun-tests-PID` in the temporary directory), which goes when the process exits, so that a
/// run of the suite leaves nothing behind however a test ends.
///
/// ```swift
/// let folder = try ScratchFolder.make("gherkin")   // …/specrun-tests-4242/gherkin-<UUID>
/// ```
public enum ScratchFolder {
    /// The process's folder, made with the first scratch folder; its removal at exit registered then.
    private static let root = Mutex<URL?>(nil)

    /// A new, empty folder whose name starts with `prefix`.
    public static func make(_ prefix: String) throws -> URL {
        let parent = try root.withLock { root in
            if let root { return root }
            let made = FileManager.default.temporaryDirectory
                .appendingPathComponent("specrun-tests-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            root = made
            atexit { ScratchFolder.removeAll() }
            return made
        }
        let folder = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes the process's folder and everything in it.
    private static func removeAll() {
        if let folder = root.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
