import Foundation

/// Reads a text file that must be UTF-8: a directory, a special file (a pipe, a device), an unreadable
/// file, a byte that is not UTF-8 and a NUL byte each get a message naming the file (and for a bad
/// byte, its line and column) and how to fix it.
enum SourceFile {
    static func read(_ path: String) throws -> String {
        try decode(bytes(path, advice: "give a .feature file or pass the folder as a path"), path: path)
    }

    /// The contents of a regular file; `advice` ends the message when `path` is a directory or a
    /// special file.
    static func bytes(_ path: String, advice: String) throws -> [UInt8] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw SourceFileError("\(path): no such file")
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw SourceFileError("\(path): is a directory, not a file; \(advice)")
        default: throw SourceFileError("\(path): is not a regular file (a pipe, socket or device); \(advice)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SourceFileError("\(path): cannot read this file (\(String(cString: strerror(errno)))); check its permissions")
        }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return [UInt8](try file.readToEnd() ?? Data())
        } catch {
            throw SourceFileError("\(path): cannot read this file (\(error.localizedDescription))")
        }
    }

    /// The bytes as a string, without a leading byte-order mark.
    static func decode(_ bytes: [UInt8], path: String) throws -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column, byte) = firstInvalidByte(in: body)
            throw SourceFileError(String(format: "%@:%d:%d: byte 0x%02X is not valid UTF-8; save the file as UTF-8",
                                         path, line, column, byte))
        }
        if let nul = body.firstIndex(of: 0) {
            let (line, column) = position(of: nul, in: body)
            throw SourceFileError("\(path):\(line):\(column): a NUL byte (0x00), which text does not contain; "
                + "remove it, or check that this is the text file you meant")
        }
        return text
    }

    /// The line and column (in Unicode scalars, 1-based) of the byte at `offset` of valid UTF-8.
    private static func position(of offset: Int, in bytes: ArraySlice<UInt8>) -> (Int, Int) {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (line, column)
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
