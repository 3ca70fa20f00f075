/// Checks that a document's bytes are UTF-8 before libyaml sees them, so that the error can name
/// the line and column of the first bad byte.
enum UTF8Check {
    /// An error at the first byte that is not part of a valid UTF-8 sequence, or nil if all are.
    static func firstProblem(in bytes: [UInt8], file: String) -> YAMLError? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return YAMLError(
                .invalidUTF8, file: file, line: 1, column: 1, message: "the file is UTF-16, not UTF-8",
                hint: "save it as UTF-8")
        }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                let (line, column) = TextPosition.of(offset: offset, in: bytes)
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return YAMLError(
                    .invalidUTF8, file: file, line: line, column: column,
                    message: "invalid UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) cannot start or continue a character here",
                    hint: "save the file as UTF-8")
            }
        }
    }
}
