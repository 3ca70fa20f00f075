import Foundation

extension String {
    /// Reads the string's UTF-8 in place where it is stored contiguously (a native string),
    /// borrowing it, which copying it into a `var` for `withUTF8` would not; else from a copy.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// Whether the UTF-8 of this string holds `byte` (`memchr` over it in place).
    package func containsByte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }
}
