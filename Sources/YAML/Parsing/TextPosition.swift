/// Turns a byte offset into a 1-based line and column, the column counted in Unicode scalars like
/// libyaml's marks (the bytes before the offset are valid UTF-8).
enum TextPosition {
    static func of(offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return (line, column)
    }
}
