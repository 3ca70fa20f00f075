/// Makes a scenario 1-minimal for what it shows: no single step can be removed, and no value made
/// simpler (an earlier one of its list: the shortest wait, the plainest route), without losing it.
/// Steps are removed one at a time, last first, and values simplified, until neither changes
/// anything (delta debugging to a fixed point); every candidate is asked once. Once the time is
/// over it stops where it is: every scenario on the way still shows what it showed.
///
/// ```swift
/// let shrunk = try Shrinker(space: space, clock: clock).shrink(steps) { candidate throws(ExploreAlgorithmError) in
///     try explorer.shows(candidate, signature, runner)
/// }
/// ```
struct Shrinker {
    let space: ExplorationSpace
    var clock = ExploreClock(seconds: nil)

    func shrink(_ steps: [GeneratedStep], keeps: ([GeneratedStep]) throws(ExploreAlgorithmError) -> Bool) throws(ExploreAlgorithmError) -> [GeneratedStep] {
        var steps = steps
        var asked: Set<[GeneratedStep]> = []
        search: while true {
            for candidate in smaller(steps) where asked.insert(candidate).inserted {
                if clock.isOver { return steps }
                if try keeps(candidate) {
                    steps = candidate
                    continue search
                }
            }
            return steps
        }
    }

    /// Whether `steps` is 1-minimal for `keeps`: removing any one step (but the last action) or
    /// making any one value simpler loses it.
    func isMinimal(_ steps: [GeneratedStep], keeps: ([GeneratedStep]) throws(ExploreAlgorithmError) -> Bool) throws(ExploreAlgorithmError) -> Bool {
        for candidate in smaller(steps) where try keeps(candidate) { return false }
        return true
    }

    /// Every scenario one step shorter (the last step first; an action stays) or with one value
    /// simpler (the simplest first).
    func smaller(_ steps: [GeneratedStep]) -> [[GeneratedStep]] {
        var candidates: [[GeneratedStep]] = []
        for index in steps.indices.reversed() where steps.count > 1 {
            var fewer = steps
            fewer.remove(at: index)
            if fewer.contains(where: { space.templates[$0.template].role == .action }) { candidates.append(fewer) }
        }
        for index in steps.indices {
            for slot in steps[index].choice.indices {
                for simpler in 0..<steps[index].choice[slot] {
                    var candidate = steps
                    candidate[index].choice[slot] = simpler
                    candidates.append(candidate)
                }
            }
        }
        return candidates
    }
}
