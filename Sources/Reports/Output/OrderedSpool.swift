/// Parts of a report written in the order the run went and read back in the order the report
/// shows: each piece is spooled with a key, and they come back sorted by key (pieces with equal keys
/// in the order they were written). A piece may carry another text to use instead, chosen only at
/// the end (a link to details the page turns out to have room for), and a separator written before
/// it when an earlier piece of its group was written (the commas of a JSON array). Memory holds a
/// few numbers per piece; the texts are on disk.
///
/// ```swift
/// let rows = OrderedSpool()
/// rows.write("<tr>B</tr>", at: .init(2))
/// rows.write("<tr>A</tr>", at: .init(1))
/// rows.copy(to: output)          // <tr>A</tr><tr>B</tr>
/// ```
final class OrderedSpool {
    /// Where a piece goes: by `major`, then `minor`, then `detail`.
    struct Key: Comparable {
        var major: Int
        var minor: Int
        var detail: Int

        init(_ major: Int, _ minor: Int = 0, _ detail: Int = 0) {
            self.major = major
            self.minor = minor
            self.detail = detail
        }

        static func < (a: Key, b: Key) -> Bool {
            (a.major, a.minor, a.detail) < (b.major, b.minor, b.detail)
        }
    }

    /// What to write of a piece, decided when the report is put together.
    enum Choice {
        case skip
        case written
        case alternative
    }

    private struct Piece {
        let key: Key
        let sequence: Int
        let range: Range<Int>
        /// A number the writer keeps with the piece, handed back when choosing.
        let info: Int
        let alternative: Int?
        let group: Int?
        let separator: String?
    }

    private let spool = ReportSpool()
    private var pieces: [Piece] = []
    private var alternatives: [String] = []

    var isEmpty: Bool { pieces.isEmpty }

    func write(_ text: String, at key: Key, info: Int = 0, alternative: String? = nil,
               separatedBy separator: String? = nil, inGroup group: Int? = nil) {
        let start = spool.count
        spool.write(text)
        if let alternative { alternatives.append(alternative) }
        pieces.append(Piece(key: key, sequence: pieces.count, range: start..<spool.count, info: info,
                            alternative: alternative == nil ? nil : alternatives.count - 1, group: group, separator: separator))
    }

    func write(bytes: [UInt8], at key: Key, separatedBy separator: String? = nil, inGroup group: Int? = nil) {
        let start = spool.count
        spool.write(bytes: bytes)
        pieces.append(Piece(key: key, sequence: pieces.count, range: start..<spool.count, info: 0, alternative: nil,
                            group: group, separator: separator))
    }

    /// Writes the pieces into `output` in key order; `choose` sees each piece's `info`.
    func copy(to output: ReportOutput, choose: (Int) -> Choice = { _ in .written }) {
        var groupsWritten: Set<Int> = []
        for piece in pieces.sorted(by: { ($0.key, $0.sequence) < ($1.key, $1.sequence) }) {
            let choice = choose(piece.info)
            if choice == .skip { continue }
            if let group = piece.group, !groupsWritten.insert(group).inserted, let separator = piece.separator {
                output.write(separator)
            }
            if choice == .alternative, let alternative = piece.alternative {
                output.write(alternatives[alternative])
            } else {
                spool.copy(piece.range, to: output)
            }
        }
    }
}
