import JSON
import SpecrunKit

/// Writes what an exploration found: a feature with one scenario per behaviour, tagged `@explored`,
/// in the system's own words (its Then steps state what the reference shows, so it passes on the
/// reference and fails on the other), and the same as JSON (`specrun/divergences@1`). Both depend
/// only on the seed and the budget, never on the machine: no times.
struct DivergenceWriter {
    let explorer: Explorer
    let report: ExploreReport

    /// The feature file.
    func feature() -> String {
        var text = """
            @\(report.system)
            Feature: Where \(report.reference) and \(report.others.joined(separator: ", ")) differ

              Found by specrun explore (seed \(report.seed), \(report.tried) scenarios): each scenario is the smallest
              that shows one behaviour. Its Then steps state what \(report.reference) shows, so it passes on
              \(report.reference) and fails on the other, with what that one showed in the message.

            """
        for (behaviour, name) in zip(report.behaviours, names()) {
            text += "\n  # \(behaviour.instances) of \(report.tried) scenarios showed it; first the \(ordinal(behaviour.firstFound))\n"
            if behaviour.checks.isEmpty {
                text += "  # No check of the system's tells them apart: the difference is in what is not asserted.\n"
            }
            text += "  @explored\n  Scenario: \(name)\n"
            for line in explorer.lines(of: behaviour) { text += "    \(line)\n" }
        }
        return text
    }

    /// The JSON document.
    func json() -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("schema", "specrun/divergences@1")
            json.field("system", report.system)
            json.field("reference", report.reference)
            json.key("others")
            json.array { json in report.others.forEach { json.string($0) } }
            json.key("seed")
            json.int(Int(truncatingIfNeeded: report.seed))
            json.field("scenarios", report.tried)
            json.key("behaviours")
            json.array { json in
                for (behaviour, name) in zip(report.behaviours, names()) {
                    json.object { json in
                        json.field("signature", behaviour.signature.description)
                        json.field("scenario", name)
                        json.field("other", behaviour.signature.other)
                        json.field("aspect", behaviour.signature.aspect.rawValue)
                        json.field("thing", behaviour.signature.thing)
                        json.field("shownBy", behaviour.signature.shownByReference ? report.reference : behaviour.signature.other)
                        json.field("instances", behaviour.instances)
                        json.field("firstFound", behaviour.firstFound)
                        json.key("steps")
                        json.array { json in explorer.lines(of: behaviour).forEach { json.string($0) } }
                        json.key("otherSaw")
                        if let failure = behaviour.otherSaw { json.string(failure) } else { json.null() }
                    }
                }
            }
        }
        return json.text + "\n"
    }

    /// A scenario name per behaviour: its signature, capitalised, made unique.
    private func names() -> [String] {
        var seen: [String: Int] = [:]
        return report.behaviours.map { behaviour in
            var name = behaviour.signature.description
            name = name.prefix(1).uppercased() + name.dropFirst()
            seen[name, default: 0] += 1
            return seen[name]! == 1 ? name : "\(name) (\(seen[name]!))"
        }
    }

    private func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}

extension ExploreReport {
    /// The feature file of what was found (see `DivergenceWriter`).
    package func feature(by explorer: Explorer) -> String { DivergenceWriter(explorer: explorer, report: self).feature() }
    /// The same as JSON.
    package func json(by explorer: Explorer) -> String { DivergenceWriter(explorer: explorer, report: self).json() }
}
