import JSON
import SpecrunKit

/// Writes what an exploration found: a feature that specifies the reference (`@spec-of:`), with one
/// scenario per behaviour that a check tells apart, tagged `@explored`, titled with what its checks
/// state and described with how often it was found, in the system's own words (its Then steps state
/// what the reference shows, so it passes on the reference and the other departs from it at one of
/// them), the differences no check tells
/// apart named in a closing comment; and all of it as JSON (`specrun/divergences@2`). Both depend
/// only on the seed and the budget (or the depth), never on the machine: no times.
struct DivergenceWriter {
    let explorer: Explorer
    let report: ExploreReport

    /// The feature file. It specifies the reference (`@spec-of:`): a run of it says where each
    /// other algorithm departs from what the reference does, not that it fails.
    func feature() -> String {
        let how = report.proof.map { "every scenario of up to \($0.depth) steps, \($0.scenarios) run, \($0.states) distinct states" }
            ?? "seed \(report.seed), \(report.tried) scenarios"
        let cut = report.interrupted ? ", interrupted: what it found until then" : ""
        var text = """
            @\(report.system) \(Intent.tagPrefix)\(report.reference)
            Feature: Where \(report.reference) and \(report.others.joined(separator: ", ")) differ

              Found by specrun explore (\(how)\(cut)): each scenario is the smallest
              that shows one behaviour, and its title says what its Then steps check. They state what
              \(report.reference) shows: another algorithm departs from \(report.reference)'s spec at the first it
              does not meet, with what it showed in the message. To find them again:
                \(report.command)

            """
        let names = names()
        for (behaviour, name) in zip(report.behaviours, names) where behaviour.isWritten {
            text += "\n  @explored\n  Scenario: \(name)\n    \(found(behaviour))\n"
            for twin in behaviour.twins { text += "    It also stands for: \(twin).\n" }
            for line in explorer.lines(of: behaviour) { text += "    \(line)\n" }
        }
        let unchecked = report.behaviours.filter { !$0.isWritten }
        if !unchecked.isEmpty {
            text += "\n  # Not written, as no check of the system tells them apart (see divergences.json):\n"
            for behaviour in unchecked { text += "  #   \(behaviour.signature) (\(behaviour.instances) scenarios)\n" }
        }
        return text
    }

    /// How often it was found, and where first: "Found in 184 of 2000 scenarios; first in the 4th."
    private func found(_ behaviour: Behaviour) -> String {
        "Found in \(behaviour.instances) of \(report.tried) scenario\(report.tried == 1 ? "" : "s"); first in the \(behaviour.firstFoundOrdinal)."
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
            json.field("command", report.command)
            json.key("interrupted")
            json.bool(report.interrupted)
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
        json.field("title", behaviour.title)
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
        json.key("claims")
        json.array { json in
            for claim in behaviour.claims {
                json.object { json in
                    json.field("algorithm", claim.algorithm)
                    json.field("check", "Then " + claim.check)
                    json.key("holds")
                    json.bool(claim.holds)
                }
            }
        }
        json.key("twins")
        json.array { json in behaviour.twins.forEach { json.string($0) } }
        json.key("otherSaw")
        if let failure = behaviour.otherSaw { json.string(failure) } else { json.null() }
    }

    /// A scenario name per behaviour: its title, made unique.
    private func names() -> [String] {
        var seen: [String: Int] = [:]
        return report.behaviours.map { behaviour in
            let name = behaviour.title
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
