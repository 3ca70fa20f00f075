import JSON
import SpecrunKit

/// Writes what an exploration found: a feature with one scenario per behaviour that a check tells
/// apart, tagged `@explored`, in the system's own words (its Then steps state what the reference
/// shows, so it passes on the reference and fails on the other), the differences no check tells
/// apart named in a closing comment; and all of it as JSON (`specrun/divergences@2`). Both depend
/// only on the seed and the budget (or the depth), never on the machine: no times.
struct DivergenceWriter {
    let explorer: Explorer
    let report: ExploreReport

    /// The feature file.
    func feature() -> String {
        let how = report.proof.map { "every scenario of up to \($0.depth) steps, \($0.scenarios) run, \($0.states) distinct states" }
            ?? "seed \(report.seed), \(report.tried) scenarios"
        var text = """
            @\(report.system)
            Feature: Where \(report.reference) and \(report.others.joined(separator: ", ")) differ

              Found by specrun explore (\(how)): each scenario is the smallest
              that shows one behaviour. Its Then steps state what \(report.reference) shows, so it passes on
              \(report.reference) and fails on the other, with what that one showed in the message.

            """
        let names = names()
        for (behaviour, name) in zip(report.behaviours, names) where behaviour.isWritten {
            text += "\n  # \(behaviour.instances) of \(report.tried) scenarios showed it; first the \(behaviour.firstFoundOrdinal)\n"
            for twin in behaviour.twins { text += "  # It also stands for: \(twin)\n" }
            text += "  @explored\n  Scenario: \(name)\n"
            for line in explorer.lines(of: behaviour) { text += "    \(line)\n" }
        }
        let unchecked = report.behaviours.filter { !$0.isWritten }
        if !unchecked.isEmpty {
            text += "\n  # Not written, as no check of the system tells them apart (see divergences.json):\n"
            for behaviour in unchecked { text += "  #   \(behaviour.signature) (\(behaviour.instances) scenarios)\n" }
        }
        return text
    }

    /// The JSON document.
    func json() -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("schema", "specrun/divergences@2")
            json.field("system", report.system)
            json.field("reference", report.reference)
            json.key("others")
            json.array { json in report.others.forEach { json.string($0) } }
            json.key("seed")
            json.int(Int(truncatingIfNeeded: report.seed))
            json.field("scenarios", report.tried)
            json.key("exhaustive")
            if let proof = report.proof {
                json.object { json in
                    json.field("depth", proof.depth)
                    json.field("states", proof.states)
                    json.key("complete")
                    json.bool(proof.complete)
                }
            } else {
                json.null()
            }
            json.key("behaviours")
            json.array { json in
                for (behaviour, name) in zip(report.behaviours, names()) {
                    json.object { json in write(behaviour, named: name, to: &json) }
                }
            }
        }
        return json.text + "\n"
    }

    private func write(_ behaviour: Behaviour, named name: String, to json: inout JSONWriter) {
        json.field("signature", behaviour.signature.description)
        json.key("scenario")
        if behaviour.isWritten { json.string(name) } else { json.null() }
        json.field("other", behaviour.signature.other)
        json.field("aspect", behaviour.signature.aspect.rawValue)
        json.field("thing", behaviour.signature.thing)
        json.key("byReference")
        json.bool(behaviour.signature.byReference)
        json.field("instances", behaviour.instances)
        json.field("firstFound", behaviour.firstFound)
        json.key("steps")
        json.array { json in explorer.lines(of: behaviour).forEach { json.string($0) } }
        json.key("twins")
        json.array { json in behaviour.twins.forEach { json.string($0) } }
        json.key("otherSaw")
        if let failure = behaviour.otherSaw { json.string(failure) } else { json.null() }
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
}

extension ExploreReport {
    /// The feature file of what was found (see `DivergenceWriter`).
    package func feature(by explorer: Explorer) -> String { DivergenceWriter(explorer: explorer, report: self).feature() }
    /// The same as JSON.
    package func json(by explorer: Explorer) -> String { DivergenceWriter(explorer: explorer, report: self).json() }
}
