import Expressions
import Runner
import SpecrunKit

/// "Did you mean" for a step no definition matches: the nearest step texts of its system's
/// glossary (`StepTexts`), each step text looked up once. The system is known from the run's start
/// as data, as a report from saved results knows it, so its patterns are registered again to match
/// the suggestions, once per system that has an undefined step.
///
/// ```swift
/// var suggestions = StepSuggestions(systems: start.systems)
/// suggestions.nearest(to: "my conection is offline", in: "article-view")   // ["my connection is offline"]
/// ```
struct StepSuggestions {
    private let systems: [SystemDescription]
    private var texts: [String: StepTexts?] = [:]
    private var found: [String: [String]] = [:]

    init(systems: [SystemDescription]) {
        self.systems = systems
    }

    /// Steps longer than this are no typo of a step text: none is looked for.
    static let longestText = 1_000

    /// The step texts of `system` nearest to `text`, nearest first (`StepTexts.nearest(to:)`).
    mutating func nearest(to text: String, in system: String) -> [String] {
        guard text.utf8.count <= Self.longestText else { return [] }
        let key = system + "\u{0}" + text
        if let known = found[key] { return known }
        if texts[system] == nil { texts[system] = .some(Self.texts(of: system, among: systems)) }
        let nearest = texts[system]??.nearest(to: text) ?? []
        found[key] = nearest
        return nearest
    }

    /// "did you mean “a” or “b”?", or nil when nothing is near.
    mutating func didYouMean(_ text: String, in system: String) -> String? {
        let nearest = nearest(to: text, in: system)
        guard !nearest.isEmpty else { return nil }
        return "did you mean " + nearest.map { "“\($0)”" }.joined(separator: " or ") + "?"
    }

    private static func texts(of name: String, among systems: [SystemDescription]) -> StepTexts? {
        guard let system = systems.first(where: { $0.name == name }) else { return nil }
        // The built-in parameter types are every registry's already.
        let builtIn = Set(ParameterTypeRegistry().parameterTypes.map(\.name))
        let types = system.parameterTypes.parameterTypes.filter { !builtIn.contains($0.name) }
        guard let matcher = try? SystemMatcher(recordedSystem: system.name, summary: system.summary, algorithms: system.algorithms,
                                               metrics: system.metrics, parameterTypes: types, stepDefinitions: system.stepDefinitions)
        else { return nil }
        return StepTexts(matcher)
    }
}
