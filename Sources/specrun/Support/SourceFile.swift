import Foundation

/// Reads a text file that must be UTF-8: a directory, an unreadable file or a byte that is not UTF-8
/// each get a message naming the file (and for a bad byte, its line and column) and how to fix it.
enum SourceFile {
    static func read(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SourceFileError("\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw SourceFileError("\(path): is a directory, not a file; give a .feature file or pass the folder as a path")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceFileError("\(path): cannot read this file; check its permissions")
        }
        return try decode([UInt8](data), path: path)
    }

    /// The bytes as a string, without a leading byte-order mark.
    static func decode(_ bytes: [UInt8], path: String) throws -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        let (line, column, byte) = firstInvalidByte(in: body)
        throw SourceFileError(String(format: "%@:%d:%d: byte 0x%02X is not valid UTF-8; save the file as UTF-8",
                                     path, line, column, byte))
    }

    /// The line and column (in Unicode scalars, 1-based) of the first byte that does not decode.
    private static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> (Int, Int, UInt8) {
        var line = 1, column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return (line, column, bytes[offset])
            case .emptyInput:
                return (line, column, 0)
            }
        }
    }
}

/// A file that cannot be read as UTF-8 text.
struct SourceFileError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
