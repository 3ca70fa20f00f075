/// Turns the bytes of a feature file into the text the parser reads: UTF-8 only, with a leading
/// byte order mark dropped. Bytes that are not UTF-8 are reported at the line and column (in
/// characters) where the first bad byte stands.
///
/// ```swift
/// let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Feature: Café\n".utf8)
/// let text = try SourceText.decode(bytes, uri: "cafe.feature").get()  // "Feature: Café\n", the byte order mark dropped
/// if case .failure(let error) = SourceText.decode([0x46, 0xFF], uri: "bad.feature") {
///     print(error.message)  // "(1:2): invalid UTF-8 (byte 0xFF); save the file as UTF-8"
/// }
/// ```
package enum SourceText {
    package static func decode(_ bytes: some Collection<UInt8>, uri: String) -> Result<String, ParseError> {
        let decoded = bytes.withContiguousStorageIfAvailable { decode(buffer: $0, uri: uri) }
        return decoded ?? Array(bytes).withUnsafeBufferPointer { decode(buffer: $0, uri: uri) }
    }

    private static func decode(buffer: UnsafeBufferPointer<UInt8>, uri: String) -> Result<String, ParseError> {
        let bytes = droppingByteOrderMark(buffer)
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }  // one pass over the bytes
        if let problem = problem(in: bytes, uri: uri) { return .failure(problem) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The bytes of a feature file as the UTF-8 the parser reads (a leading byte order mark
    /// dropped), checked without making a string of them: the standard library's check, which
    /// making a string does, costs five times the instructions on text that is not ASCII.
    package static func validated(_ bytes: [UInt8], uri: String) -> Result<[UInt8], ParseError> {
        bytes.withUnsafeBufferPointer { buffer in
            let text = droppingByteOrderMark(buffer)
            if let problem = problem(in: text, uri: uri) { return .failure(problem) }
            return .success(text.count == buffer.count ? bytes : Array(text))
        }
    }

    /// The bytes after a leading byte order mark.
    static func droppingByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return bytes }
        return UnsafeBufferPointer(rebasing: bytes[3...])
    }

    /// The error of the first byte that is not UTF-8, if there is one.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, uri: String) -> ParseError? {
        guard let bad = firstInvalidByte(in: bytes) else { return nil }
        let location = location(of: bad, in: bytes)
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        let message = "(\(location.line):\(location.column ?? 0)): invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8"
        return ParseError(message: message, location: location, uri: uri)
    }

    /// The index of the first byte that does not start a well-formed UTF-8 sequence.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Eight bytes at a time: the ASCII ones before the first that is not (its top bit
                // set; the lowest such bit is the first byte's, the bytes read little-endian)
                // skipped at once.
                let tops = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian & 0x8080_8080_8080_8080
                if tops == 0 {
                    index += 8
                    continue
                }
                index += tops.trailingZeroBitCount >> 3
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length, and the range of its second byte (the others are 0x80…0xBF).
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count, base[index + 1] >= low, base[index + 1] <= high,
                  length < 3 || base[index + 2] & 0xC0 == 0x80,
                  length < 4 || base[index + 3] & 0xC0 == 0x80
            else { return index }
            index += length
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `index`.
    private static func location(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Location {
        var line = 1
        var column = 1
        for byte in bytes[..<index] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Location(line: line, column: column)
    }
}
