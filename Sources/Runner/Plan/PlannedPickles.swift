import SpecrunKit
import Gherkin

/// The selected pickles of one planned feature, in file order, each with its steps matched: either
/// pickles already made (a plan put together in code, or read back from saved results), or the
/// feature's, each compiled and matched when it is read, so that a feature of thousands of
/// pickles holds its document and a few numbers per pickle, not its pickles. The runner reads each
/// pickle once for all of its runs; reading one again makes it again, the same.
///
/// ```swift
/// for run in feature.runs { print(feature.pickles[run.pickleIndex].name, run.algorithm) }
/// ```
package struct PlannedPickles: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case made([PlannedPickle])
        case planned(PickleMaker)
    }

    private var storage: Storage

    package init(_ pickles: [PlannedPickle]) {
        storage = .made(pickles)
    }

    package init(arrayLiteral pickles: PlannedPickle...) {
        self.init(pickles)
    }

    init(_ maker: PickleMaker) {
        storage = .planned(maker)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .made(let pickles): pickles.count
        case .planned(let maker): maker.count
        }
    }

    package subscript(place: Int) -> PlannedPickle {
        switch storage {
        case .made(let pickles): pickles[place]
        case .planned(let maker): maker.make(place)
        }
    }

    /// Adds a pickle at the end (a list made when read becomes a list of made pickles first).
    package mutating func append(_ pickle: PlannedPickle) {
        guard case .made(var pickles) = storage else {
            storage = .made(Array(self) + [pickle])
            return
        }
        storage = .made([])  // so that `pickles` is the array's only owner, and grows in place
        pickles.append(pickle)
        storage = .made(pickles)
    }
}

/// Makes the planned pickles of one feature from its parsed pickles: the selected ones (by their
/// index among the feature's pickles), each with its occurrence, steps matched (once per distinct
/// text, by the planner's matcher) and hooks.
final class PickleMaker: Sendable {
    private let pickles: PickleList
    private let selected: [Int]
    private let labels: [String]
    /// The pickles' names, which planning made already (their labels are made from them).
    private let names: [String]
    private let header: FeatureHeader
    private let system: SystemMatcher
    private let matcher: StepMatcher
    private let index: DocumentIndex

    init(pickles: PickleList, selected: [Int], names: [String], labels: [String], header: FeatureHeader, system: SystemMatcher,
         matcher: StepMatcher, index: DocumentIndex) {
        self.pickles = pickles
        self.selected = selected
        self.names = names
        self.labels = labels
        self.header = header
        self.system = system
        self.matcher = matcher
        self.index = index
    }

    var count: Int { selected.count }

    func make(_ place: Int) -> PlannedPickle {
        let position = selected[place]
        let pickle = pickles.pickle(at: position, named: names[place])
        var steps: [PlannedStep] = []
        steps.reserveCapacity(pickle.steps.count)
        // The pickle's steps read where they lie: a copy of each for a closure retained its texts.
        pickle.steps.withUnsafeBufferPointer { pickleSteps in
            for offset in pickleSteps.indices {
                // Where the step is written, from the pickle's plan; by its id, for pickles made elsewhere.
                let source = pickles.source(ofStep: offset, inPickleAt: position)
                    ?? index.step(for: pickleSteps[offset]).map { ($0.keyword, $0.location.line) }
                let matched = matcher.match(pickleSteps[offset].text, type: pickleSteps[offset].type, at: offset)
                steps.append(PlannedStep(pickleStep: pickleSteps[offset], keyword: source?.keyword ?? "* ",
                                         line: source?.line ?? pickle.location.line, match: matched.match,
                                         values: matched.values, snippet: matched.snippets.first))
                if !matched.snippets.isEmpty { steps[offset].snippets = matched.snippets }
            }
        }
        return PlannedPickle(pickle: pickle, feature: header, system: system.name, steps: steps, label: labels[place],
                             hooks: system.scenarioHooks(forTags: pickle.tags.map(\.name)), place: place)
    }
}
