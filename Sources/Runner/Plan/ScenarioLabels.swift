import Gherkin

/// The names reports and baselines give a file's scenarios, each unique in its file: a scenario's
/// name; for the rows of an outline whose name does not change with the row, the name with the
/// row's values ("Adding many (start: 5, amount: 5, sum: 10)"); and, for what is still written
/// twice, ` #2`, ` #3`… on the second, third… of that label.
///
/// ```swift
/// let labels = ScenarioLabels.labels(of: feature.parsed)   // one per pickle, in file order
/// ```
package enum ScenarioLabels {
    /// The labels of a parsed feature's pickles.
    package static func labels(of feature: ParsedFeature) -> [String] {
        let pickles = feature.pickles
        return labels(names: pickles.indices.map { pickles.name(at: $0) }, document: feature.document)
    }

    /// The labels of the pickles of `document`, whose names are `names`.
    package static func labels(names: [String], document: GherkinDocument) -> [String] {
        // Every name written once (nearly every file): each is its own label, found with one set
        // sized for them all.
        var written = Set<String>(minimumCapacity: names.count)
        guard names.contains(where: { !written.insert($0).inserted }) else { return names }
        var nameCounts: [String: Int] = [:]
        for name in names { nameCounts[name, default: 0] += 1 }
        let rows = PickleCompiler().exampleValues(of: document)
        let labels = names.indices.map { position -> String in
            let name = names[position]
            guard nameCounts[name]! > 1, rows.indices.contains(position), let values = rows[position], !values.isEmpty else {
                return name
            }
            return name + " (" + values.map { "\($0.column): \($0.value)" }.joined(separator: ", ") + ")"
        }
        var seen: [String: Int] = [:]
        return labels.map { label in
            seen[label, default: 0] += 1
            return seen[label]! == 1 ? label : "\(label) #\(seen[label]!)"
        }
    }
}
