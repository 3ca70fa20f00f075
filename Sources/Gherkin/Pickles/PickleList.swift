/// The pickles of one document, in order, as a collection: either pickles already made, or the
/// document's, each compiled when it is read (`PickleCompiler.pickles(of:ids:)`). A compiled list
/// holds the document and, per scenario and examples table, a few numbers and what its pickles
/// share (tags, background steps, an outline's step arguments), so an outline of thousands of rows
/// takes the memory of its table, not of its pickles; reading a pickle twice compiles it twice, to
/// the same pickle.
///
/// ```swift
/// var ids = IdGenerator()
/// let document = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// let pickles = PickleCompiler().pickles(of: document, ids: &ids)
/// print(pickles.count, pickles[pickles.count - 1].name)   // compiles only the last one
/// ```
package struct PickleList: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case made([Pickle])
        case compiled(segments: [PickleSegment], starts: [Int], firstIds: [Int])
    }

    private let storage: Storage
    package let endIndex: Int

    package init(_ pickles: [Pickle]) {
        storage = .made(pickles)
        endIndex = pickles.count
    }

    package init(arrayLiteral pickles: Pickle...) {
        self.init(pickles)
    }

    /// The document's pickles, their ids counted from `firstId`.
    init(document: GherkinDocument, firstId: Int) {
        let segments = PickleSegment.segments(of: document)
        var starts: [Int] = [], firstIds: [Int] = []
        starts.reserveCapacity(segments.count)
        firstIds.reserveCapacity(segments.count)
        var count = 0, nextId = firstId
        for segment in segments {
            starts.append(count)
            firstIds.append(nextId)
            count += segment.count
            nextId += segment.count * segment.idsPerPickle
        }
        storage = .compiled(segments: segments, starts: starts, firstIds: firstIds)
        endIndex = count
    }

    package var startIndex: Int { 0 }

    /// How many ids the pickles take (one per pickle and per pickle step).
    var idCount: Int {
        switch storage {
        case .made(let pickles): pickles.reduce(0) { $0 + $1.steps.count + 1 }
        case .compiled(let segments, _, _): segments.reduce(0) { $0 + $1.count * $1.idsPerPickle }
        }
    }

    package subscript(position: Int) -> Pickle {
        pickle(at: position, named: nil)
    }

    /// The pickle at `position`, its name `name` when it is known already (`name(at:)` gave it:
    /// an outline row's name is filled in from the row once, not again when its pickle is made).
    package func pickle(at position: Int, named name: String?) -> Pickle {
        switch storage {
        case .made(let pickles):
            return pickles[position]
        case .compiled(let segments, let starts, let firstIds):
            let (index, row) = Self.locate(position, in: starts, count: endIndex)
            // The segment is read where it lies: a copy retains each of its parts, which every
            // pickle of the segment shares, on whichever thread reads it.
            return segments.withUnsafeBufferPointer { segments in
                var ids = IdGenerator(startingAt: firstIds[index] + row * segments[index].idsPerPickle)
                return PickleCompiler().compile(segments[index].plan(row), ids: &ids, name: name)
            }
        }
    }

    /// The keyword and line of step `step` of the pickle at `position`, as its document writes
    /// them; nil for pickles made elsewhere, which a list does not know the source of.
    package func source(ofStep step: Int, inPickleAt position: Int) -> (keyword: String, line: Int)? {
        guard case .compiled(let segments, let starts, _) = storage else { return nil }
        let (index, _) = Self.locate(position, in: starts, count: endIndex)
        return segments.withUnsafeBufferPointer { $0[index].source(ofStep: step) }
    }

    /// The name of the pickle at `position`, found without compiling the rest of it.
    package func name(at position: Int) -> String {
        switch storage {
        case .made(let pickles):
            return pickles[position].name
        case .compiled(let segments, let starts, _):
            let (index, row) = Self.locate(position, in: starts, count: endIndex)
            return segments.withUnsafeBufferPointer { $0[index].name(row) }
        }
    }

    /// The segment (by its index) that holds pickle `position`, and the pickle's place in it.
    private static func locate(_ position: Int, in starts: [Int], count: Int) -> (segment: Int, row: Int) {
        precondition(position >= 0 && position < count, "pickle \(position) of \(count)")
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }
}
