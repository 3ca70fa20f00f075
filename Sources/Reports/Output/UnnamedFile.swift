import Foundation

/// Files without a name (`O_TMPFILE`), for a report's parts waiting on disk and for a report file
/// written whole before it is linked in under its name.
enum UnnamedFile {
    /// A new file without a name in `directory`, opened with `access` (`O_RDWR`, `O_WRONLY`) and
    /// close-on-exec, or nil where the system or the file system has none.
    static func open(in directory: String, _ access: Int32, mode: mode_t) -> Int32? {
        #if os(Linux)
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; __O_TMPFILE is
        // 020000000 on the architectures Swift runs on.
        let openTemporaryFile = Int32(0o20000000) | O_DIRECTORY
        let descriptor = Foundation.open(directory, openTemporaryFile | access | O_CLOEXEC, mode)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }
}
