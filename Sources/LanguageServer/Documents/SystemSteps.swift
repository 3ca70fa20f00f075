import SpecrunKit
import Runner

/// One system's steps as the server asks about them while a feature is typed: each distinct text
/// matched once, and the nearest step texts for one that matches nothing, both kept across edits.
final class SystemSteps {
    let system: AnySystem
    private(set) lazy var texts = StepTexts(system.matcher)
    private var matches: [String: StepMatch] = [:]
    private var suggestions: [String: [String]] = [:]

    init(_ system: AnySystem) {
        self.system = system
    }

    func match(_ text: String) -> StepMatch {
        if let known = matches[text] { return known }
        let match = system.matcher.match(text)
        if matches.count > 100_000 { matches.removeAll() }
        matches[text] = match
        return match
    }

    func nearest(to text: String) -> [String] {
        if let known = suggestions[text] { return known }
        let nearest = texts.nearest(to: text)
        if suggestions.count > 10_000 { suggestions.removeAll() }
        suggestions[text] = nearest
        return nearest
    }

    func definition(_ index: Int) -> StepDefinitionSummary? {
        system.description.stepDefinitions.first { $0.index == index }
    }
}
