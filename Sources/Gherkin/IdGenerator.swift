/// Hands out the ids of AST nodes and pickles: decimal strings from one counter starting at "0",
/// shared by a file's AST and its pickles (and by every file of a run, so ids stay unique).
public struct IdGenerator: Sendable {
    private var next: Int

    public init(startingAt first: Int = 0) {
        next = first
    }

    public mutating func newId() -> String {
        defer { next += 1 }
        return String(next)
    }
}
