/// Parts of a report written in the order the run went and read back in the order the report
/// shows: each piece is spooled with a key, and they come back sorted by key (pieces with equal keys
/// in the order they were written). A piece may carry another text to use instead, chosen only at
/// the end (a link to details the page turns out to have room for), and a separator written before
/// it when an earlier piece of its group was written (the commas of a JSON array).
///
/// Memory holds a few numbers per piece, and only until `compact()`: a format calls it once a
/// feature is done, and the feature's pieces are put in order in a second spool, each run of plain
/// pieces (no `info`, no alternative) becoming one, with the separators within it
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

    /// A piece, in as few bytes as it takes (a large feature has a piece per run): its key, its
    /// bytes' place in `pending` before it was compacted and in `ordered` after, the number kept
    /// with it, its alternative and separator by index (-1 for none), its group (`noGroup` for none).
    private struct Piece {
        let major: Int32
        let minor: Int64
        let detail: Int32
        let sequence: Int32
        let start: Int64
        let length: Int32
        let info: Int32
        let alternative: Int32
        let group: Int32
        let separator: Int8
        let isCompacted: Bool

        static let noGroup = Int32.min

        var isPlain: Bool { info == 0 && alternative < 0 }
        var range: Range<Int> { Int(start)..<Int(start) + Int(length) }

        static func precedes(_ a: Piece, _ b: Piece) -> Bool {
            (a.major, a.minor, a.detail, a.sequence) < (b.major, b.minor, b.detail, b.sequence)
        }

        /// The same piece, its bytes now at `range` of the ordered spool.
        func compacted(at range: Range<Int>, plain: Bool) -> Piece {
            Piece(major: major, minor: minor, detail: detail, sequence: sequence, start: Int64(range.lowerBound),
                  length: Int32(range.count), info: plain ? 0 : info, alternative: plain ? -1 : alternative, group: group,
                  separator: separator, isCompacted: true)
        }
    }

    /// The pieces written since the last compaction, as they came.
    private let pending = ReportSpool()
    /// The compacted pieces, each feature's in order.
    private let ordered = ReportSpool()
    private var pieces: [Piece] = []
    private var compacted: [Piece] = []
    private var alternatives: [String] = []
    private var separators: [String] = []
    private var sequence: Int32 = 0

    /// `info` other than 0 and `alternative` are handed back at the end; such a piece stays a piece
    /// of its own.
    func write(_ text: String, at key: Key, info: Int = 0, alternative: String? = nil,
               separatedBy separator: String? = nil, inGroup group: Int? = nil) {
        let start = pending.count
        pending.write(text)
        add(key, start..<pending.count, info: info, alternative: alternative, separator: separator, group: group)
    }

    func write(bytes: [UInt8], at key: Key, separatedBy separator: String? = nil, inGroup group: Int? = nil) {
        let start = pending.count
        pending.write(bytes: bytes)
        add(key, start..<pending.count, info: 0, alternative: nil, separator: separator, group: group)
    }

    private func add(_ key: Key, _ range: Range<Int>, info: Int, alternative: String?, separator: String?, group: Int?) {
        if let alternative { alternatives.append(alternative) }
        var separatorIndex: Int8 = -1
        if let separator {
            if let known = separators.firstIndex(of: separator) {
                separatorIndex = Int8(known)
            } else {
                separators.append(separator)
                separatorIndex = Int8(separators.count - 1)
            }
        }
        pieces.append(Piece(major: Self.narrow(key.major), minor: Int64(key.minor), detail: Self.narrow(key.detail),
                            sequence: sequence, start: Int64(range.lowerBound), length: Int32(range.count), info: Int32(info),
                            alternative: alternative == nil ? -1 : Int32(alternatives.count - 1),
                            group: group.map(Self.narrow) ?? Piece.noGroup, separator: separatorIndex, isCompacted: false))
        sequence += 1
    }

    /// A key's number in 32 bits, the largest and smallest kept at the ends.
    private static func narrow(_ value: Int) -> Int32 {
        Int32(clamping: value)
    }

    /// Puts the pieces written so far in order, merging each run of plain pieces into one.
    func compact() {
        guard !pieces.isEmpty else { return }
        var groupsSeen: Set<Int32> = []
        var run: (first: Piece, start: Int)?
        func closeRun() {
            guard let (first, start) = run else { return }
            compacted.append(first.compacted(at: start..<ordered.count, plain: true))
            run = nil
        }
        pieces.sort(by: Piece.precedes)
        for piece in pieces {
            let seenBefore = piece.group != Piece.noGroup && !groupsSeen.insert(piece.group).inserted
            guard piece.isPlain else {
                closeRun()
                let start = ordered.count
                pending.copy(piece.range) { ordered.write(bytes: $0) }
                compacted.append(piece.compacted(at: start..<ordered.count, plain: false))
                continue
            }
            if run == nil {
                run = (piece, ordered.count)
            } else if seenBefore, piece.separator >= 0 {
                ordered.write(separators[Int(piece.separator)])
            }
            pending.copy(piece.range) { ordered.write(bytes: $0) }
        }
        closeRun()
        pieces.removeAll()
        pending.clear()
    }

    /// Writes the pieces into `output` in key order; `choose` sees each piece's `info`.
    func copy(to output: ReportOutput, choose: (Int) -> Choice = { _ in .written }) {
        var groupsWritten: Set<Int32> = []
        for piece in (compacted + pieces).sorted(by: Piece.precedes) {
            let choice = choose(Int(piece.info))
            if choice == .skip { continue }
            if piece.group != Piece.noGroup, !groupsWritten.insert(piece.group).inserted, piece.separator >= 0 {
                output.write(separators[Int(piece.separator)])
            }
            if choice == .alternative, piece.alternative >= 0 {
                output.write(alternatives[Int(piece.alternative)])
            } else {
                (piece.isCompacted ? ordered : pending).copy(piece.range, to: output)
            }
        }
    }
}
