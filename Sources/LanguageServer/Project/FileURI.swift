/// `file://` URIs and the paths they name, percent-encoded as LSP clients write them.
///
/// ```swift
/// FileURI.path(of: "file:///home/ann/my%20specs/a.feature")   // "/home/ann/my specs/a.feature"
/// FileURI.uri(of: "/home/ann/my specs/a.feature")            // "file:///home/ann/my%20specs/a.feature"
/// ```
package enum FileURI {
    /// The path of a `file:` URI; nil for another scheme.
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { return nil }  // drop a host
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path.
    package static func uri(of path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            let plain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "/-._~".utf8.contains(byte)
            text += plain ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return text
    }
}
