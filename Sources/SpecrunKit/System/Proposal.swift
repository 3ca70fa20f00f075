/// Which of a system's algorithms are in use today and which are proposed to replace them, so that
/// reports can say what the proposal changes against the requirements: where it meets one the
/// current algorithm misses, and where it misses one the current algorithm meets.
///
/// ```swift
/// struct ArticleView: SystemUnderTest {
///     var proposal: Proposal? { Proposal(current: ["legacy"], proposed: ["new"]) }
/// }
/// ```
public struct Proposal: Hashable, Sendable, Codable {
    /// The algorithms in use today (one per client that differs, such as an iOS and an Android one).
    public var current: [String]
    /// The algorithms proposed to replace them.
    public var proposed: [String]

    /// A proposal of `proposed` in place of `current`.
    public init(current: [String], proposed: [String]) {
        self.current = current
        self.proposed = proposed
    }

    /// The proposal as far as `algorithms` hold it: the names among them, or nil when no current or
    /// no proposed algorithm is left (a system built with fewer algorithms, as a test or `explore`
    /// may build it, compares no proposal).
    public func among(_ algorithms: [String]) -> Proposal? {
        let proposal = Proposal(current: current.filter(algorithms.contains), proposed: proposed.filter(algorithms.contains))
        return proposal.current.isEmpty || proposal.proposed.isEmpty ? nil : proposal
    }
}
