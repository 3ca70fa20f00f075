/// Parts of a report written in the order the run went and read back in the order the report
/// shows: each piece is spooled with a key, and they come back sorted by key (pieces with equal keys
/// in the order they were written). A piece may carry another text to use instead, chosen only at
/// the end (a link to details the page turns out to have room for), and a separator written before
/// it when an earlier piece of its group was written (the commas of a JSON array).
///
/// Memory holds a few numbers per piece, and only until `compact()`: a format calls it once a
/// feature is done, and the feature's pieces are put in order in a second spool, each run of plain
/// pieces (no choice, no alternative, not kept `apart`) becoming one, with the separators within it
/// written out. So memory follows the largest feature, not the run.
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
        /// Where its bytes are: in `pending` before it was compacted, in `ordered` after.
        let range: Range<Int>
        let isCompacted: Bool
        /// A number the writer keeps with the piece, handed back when choosing.
        let info: Int
        let alternative: Int?
        let group: Int?
        let separator: String?
        let apart: Bool

        var isPlain: Bool { info == 0 && alternative == nil && !apart }
    }

    /// The pieces written since the last compaction, as they came.
    private let pending = ReportSpool()
    /// The compacted pieces, each feature's in order.
    private let ordered = ReportSpool()
    private var pieces: [Piece] = []
    private var compacted: [Piece] = []
    private var alternatives: [String] = []
    private var sequence = 0

    var isEmpty: Bool { pieces.isEmpty && compacted.isEmpty }

    /// `info` other than 0 and `alternative` are handed back at the end; such a piece, and one kept
    /// `apart`, stays a piece of its own.
    func write(_ text: String, at key: Key, info: Int = 0, alternative: String? = nil,
               separatedBy separator: String? = nil, inGroup group: Int? = nil, apart: Bool = false) {
        let start = pending.count
        pending.write(text)
        add(key, start..<pending.count, info: info, alternative: alternative, separator: separator, group: group, apart: apart)
    }

    func write(bytes: [UInt8], at key: Key, separatedBy separator: String? = nil, inGroup group: Int? = nil, apart: Bool = false) {
        let start = pending.count
        pending.write(bytes: bytes)
        add(key, start..<pending.count, info: 0, alternative: nil, separator: separator, group: group, apart: apart)
    }

    private func add(_ key: Key, _ range: Range<Int>, info: Int, alternative: String?, separator: String?, group: Int?, apart: Bool) {
        if let alternative { alternatives.append(alternative) }
        pieces.append(Piece(key: key, sequence: sequence, range: range, isCompacted: false, info: info,
                            alternative: alternative == nil ? nil : alternatives.count - 1, group: group, separator: separator,
                            apart: apart))
        sequence += 1
    }

    /// Puts the pieces written so far in order, merging each run of plain pieces into one.
    func compact() {
        guard !pieces.isEmpty else { return }
        var groupsSeen: Set<Int> = []
        var run: (first: Piece, start: Int)?
        func closeRun() {
            guard let (first, start) = run else { return }
            compacted.append(Piece(key: first.key, sequence: first.sequence, range: start..<ordered.count, isCompacted: true,
                                   info: 0, alternative: nil, group: first.group, separator: first.separator, apart: false))
            run = nil
        }
        for piece in pieces.sorted(by: { ($0.key, $0.sequence) < ($1.key, $1.sequence) }) {
            let seenBefore = piece.group.map { !groupsSeen.insert($0).inserted } ?? false
            guard piece.isPlain else {
                closeRun()
                let start = ordered.count
                pending.copy(piece.range) { ordered.write(bytes: $0) }
                compacted.append(Piece(key: piece.key, sequence: piece.sequence, range: start..<ordered.count, isCompacted: true,
                                       info: piece.info, alternative: piece.alternative, group: piece.group,
                                       separator: piece.separator, apart: piece.apart))
                continue
            }
            if run == nil {
                run = (piece, ordered.count)
            } else if seenBefore, let separator = piece.separator {
                ordered.write(separator)
            }
            pending.copy(piece.range) { ordered.write(bytes: $0) }
        }
        closeRun()
        pieces.removeAll()
        pending.clear()
    }

    /// Writes the pieces into `output` in key order; `choose` sees each piece's `info`.
    func copy(to output: ReportOutput, choose: (Int) -> Choice = { _ in .written }) {
        var groupsWritten: Set<Int> = []
        for piece in (compacted + pieces).sorted(by: { ($0.key, $0.sequence) < ($1.key, $1.sequence) }) {
            let choice = choose(piece.info)
            if choice == .skip { continue }
            if let group = piece.group, !groupsWritten.insert(group).inserted, let separator = piece.separator {
                output.write(separator)
            }
            if choice == .alternative, let alternative = piece.alternative {
                output.write(alternatives[alternative])
            } else {
                (piece.isCompacted ? ordered : pending).copy(piece.range, to: output)
            }
        }
    }
}
