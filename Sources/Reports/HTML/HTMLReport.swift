import Foundation
import Runner
import SpecrunKit

/// The `html` format: one self-contained page (no network, no other file) for a product owner: the
/// verdict and, under it, what differs and why (a line per group of divergences); the tallies with
/// what each algorithm does; what each cost (charts, where the algorithms differ); the comparison
/// matrix with filters; each scenario where the algorithms differ with its steps side by side, the
/// reasons in plain words and a storyboard of what the user saw (the scenarios every algorithm
/// passes folded); and the step glossary. An algorithm that did what another did in every run is
/// shown once, and a run that fails as the baseline expects reads as known. All text from feature
/// files is escaped, and the page's Content-Security-Policy allows only its own style and script,
/// by digest.
///
/// The page is written as the run goes: each feature's matrix table, its explored scenarios and the
/// details of its scenarios go to spools as it finishes, and the page is put together at the end,
/// its verdict and figures first; memory holds one feature and the figures.
final class HTMLReport: WholeRunFormat {
    let version: String
    /// The published results shown beside the algorithms, when the project names them.
    private var references: ReferenceSection?

    init(version: String, references: References? = nil) {
        self.version = version
        self.references = references.map(ReferenceSection.init)
    }

    var drawsTraces: Bool { true }

    /// Scenarios past this many get no details section (those that do not pass everywhere come
    /// first), so a run of thousands of scenarios still gives a page a browser opens.
    static let maximumDetailedScenarios = 500

    private var start: SuiteStart?
    /// For each system, the first step of the features each definition matched, for the glossary.
    private var examples: [String: [Int: String]] = [:]
    /// How often each value of each system's charted `.median` metrics came, by system and
    /// algorithm, then metric key: enough for the exact median, in the memory of the distinct values.
    private var medianCounts: [String: [String: [Int: Int]]] = [:]
    private var medianMetrics: [String: [Metric]] = [:]
    private var tags: Set<String> = []
    /// The first feature's name, for the page's title when it is the only one.
    private var firstFeatureName = ""
    private var featureCount = 0
    private var differences = DifferencesSection()
    private var requirements = RequirementsSection()
    private var changes = ChangesSection()
    private var likeness = AlgorithmLikeness()
    /// The runs that did not pass, by whether they were meant not to.
    private var tally = HTMLPage.Failures()

    /// The comparison tables, in file order: a piece per feature's opening, bucket and row. A
    /// passing row among the first may link to its details only if the failing ones leave room,
    /// decided at the end: it is written unlinked, its linked form kept aside, its `info` one more
    /// than its place among the passing rows (0 for a row that is decided).
    private let matrix = OrderedSpool()
    /// The explored scenarios' storyboards, in file order.
    private let divergences = OrderedSpool()
    private var exploredCount = 0
    /// "Did you mean" for the undefined steps, from the systems of the run's start.
    private var suggestions = StepSuggestions(systems: [])
    /// The features whose explored scenarios the divergences section has begun.
    private var exploredFeatures: Set<Int> = []
    /// The details of the first failing and the first passing scenarios, in file order; `info`
    /// tells which (see `detailInfo`).
    private let details = OrderedSpool()
    /// Each detailed scenario; its pieces in `details` have `info` 3n+1, 3n+2 and 3n+3.
    private var detailRows: [DetailRow] = []
    private var failingRows = 0
    private var passingRows = 0
    private var rowCount: Int { failingRows + passingRows }

    func note(_ feature: PlannedFeature) {
        guard let system = feature.system else { return }
        for pickle in feature.runningPickles {
            for step in pickle.steps {
                guard case .matched(let definition, _) = step.match, examples[system]?[definition] == nil else { continue }
                examples[system, default: [:]][definition] = step.keyword + step.text
            }
        }
    }

    func begin(_ start: SuiteStart) {
        self.start = start
        suggestions = StepSuggestions(systems: start.systems)
        medianMetrics = Dictionary(start.systems.map { system in
            (system.name, system.metrics.filter { $0.combined == .median && $0.shown != .detail })
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The feature being written, its document, and how many rows each of its buckets has.
    private var feature: ScenarioMatrix.Feature?
    private var featureIndex = GherkinIndex([])
    private var bucketCounts: [ScenarioMatrix.Bucket: Int] = [:]

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        self.feature = feature
        featureCount += 1
        if featureCount == 1 { firstFeatureName = feature.header.name }
        featureIndex = GherkinIndex([feature.planned])
        bucketCounts = [:]
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard let feature else { return }
        let limit = Self.maximumDetailedScenarios
        tags.formUnion(row.pickle.tags)
        for result in row.results { countMedians(of: result) }
        let baseline = start?.baseline
        likeness.add(row)
        for result in row.results { tally.count(result, in: row, baseline: baseline, strict: start?.options.strict ?? false) }
        let system = row.pickle.system
        let section = ScenarioSection(row: row, index: featureIndex, baseline: baseline) { [unowned self] text in
            suggestions.didYouMean(text, in: system)
        }
        let key = OrderedSpool.Key(feature.position, row.place)
        if row.pickle.tags.contains(Self.exploredTag) {
            exploredCount += 1
            let pickle = row.pickle
            // The feature's description first (how it was found, and the command that finds it
            // again), then each behaviour with how often it was found.
            if exploredFeatures.insert(feature.position).inserted,
               let description = featureIndex.feature(at: pickle.uri)?.description.trimmingSpaces, !description.isEmpty {
                divergences.write("<p class=\"muted explored\">\(HTML.text(description))</p>\n", at: OrderedSpool.Key(feature.position, -1))
            }
            let found = featureIndex.scenario(of: pickle.pickle)?.description.trimmingSpaces ?? ""
            divergences.write("<article class=\"scenario\"><h3><a href=\"#\(HTML.anchor("scenario", pickle.pickle.id))\">\(HTML.text(pickle.label))</a></h3>\n"
                + (found.isEmpty ? "" : "<p class=\"muted\">\(HTML.text(found))</p>\n")
                + section.storyboard() + "</article>\n", at: key)
        }
        // Its place among the failing or the passing scenarios decides whether the page details it;
        // the first of each kind are spooled, and a failing one among them is always detailed.
        // A scenario with a run that changed from the baseline is always detailed, and never folded.
        let failing = row.bucket != .passesOnAll || ChangesSection.changed(row, baseline: baseline)
        let ordinal = failing ? failingRows : passingRows
        if failing { failingRows += 1 } else { passingRows += 1 }
        bucketCounts[row.bucket, default: 0] += 1
        let filePlace = DifferencesSection.FilePlace(feature: feature.position, scenario: row.place)
        let groups = failing ? differences.add(row, at: filePlace, template: featureIndex.scenario(of: row.pickle.pickle)?.name,
                                               anchor: ordinal < limit ? HTML.anchor("scenario", row.pickle.pickle.id) : nil,
                                               baseline: baseline) : []
        changes.add(row, at: filePlace, anchor: ordinal < limit ? HTML.anchor("scenario", row.pickle.pickle.id) : nil, baseline: baseline)
        requirements.add(row, at: filePlace, feature: featureIndex.feature(at: row.pickle.uri), rule: featureIndex.rule(of: row.pickle.pickle),
                         anchor: ordinal < limit ? HTML.anchor("scenario", row.pickle.pickle.id) : nil)
        references?.add(row, of: feature, linked: ordinal < limit, baseline: baseline)
        let rowKey = OrderedSpool.Key(feature.position, feature.rank(of: row.bucket), row.place)
        func matrixRow(linked: Bool) -> String {
            MatrixSection.row(row, algorithms: feature.algorithms, linked: linked, baseline: baseline)
        }
        guard ordinal < limit else {
            matrix.write(matrixRow(linked: false), at: rowKey)
            return
        }
        // Three pieces, so that folding a scenario shown above changes only its opening and closing.
        detailRows.append(DetailRow(failing: failing, ordinal: ordinal, place: filePlace, groups: groups))
        let info = 3 * detailRows.count
        details.write(section.opening(), at: key, info: info - 2, alternative: failing ? section.opening(shownAbove: true) : nil)
        details.write(section.body(), at: key, info: info - 1)
        details.write(section.closing(), at: key, info: info, alternative: failing ? section.closing(shownAbove: true) : nil)
        if failing {
            matrix.write(matrixRow(linked: true), at: rowKey)
        } else {
            matrix.write(matrixRow(linked: false), at: rowKey, info: ordinal + 1, alternative: matrixRow(linked: true))
        }
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        matrix.write(MatrixSection.opening(of: feature), at: OrderedSpool.Key(feature.position, -1))
        for (bucket, count) in bucketCounts {
            let rank = feature.rank(of: bucket)
            matrix.write(MatrixSection.opening(of: bucket, rows: count, in: feature), at: OrderedSpool.Key(feature.position, rank, -1))
            matrix.write(MatrixSection.bucketClosing, at: OrderedSpool.Key(feature.position, rank, .max))
        }
        matrix.write(MatrixSection.featureClosing, at: OrderedSpool.Key(feature.position, .max))
        for spool in [matrix, divergences, details] { spool.compact() }
        references?.compact()
        bucketCounts = [:]
        self.feature = nil
    }

    /// A detailed scenario: whether it does not pass everywhere, its place among those that do
    /// (or do not), its place in file order, and the groups of divergences it shows.
    private struct DetailRow {
        let failing: Bool
        let ordinal: Int
        let place: DifferencesSection.FilePlace
        let groups: [Int]
    }

    /// The detailed scenarios folded because, in file order, a scenario before each shows all its
    /// divergences whole: by their place in `detailRows`.
    private func foldedRows() -> Set<Int> {
        var shown: Set<Int> = []
        var folded: Set<Int> = []
        for (index, row) in detailRows.enumerated().sorted(by: { $0.element.place < $1.element.place }) where row.failing {
            let groups = Set(row.groups.map(differences.group))
            if !groups.isEmpty, groups.isSubset(of: shown) { folded.insert(index) } else { shown.formUnion(groups) }
        }
        return folded
    }

    private func countMedians(of result: CaseResult) {
        guard let metrics = result.outcome?.metrics else { return }
        for metric in medianMetrics[result.pickle.system] ?? [] {
            if let value = metrics[metric] {
                medianCounts[Self.key(result.pickle.system, result.algorithm), default: [:]][metric.key, default: [:]][value, default: 0] += 1
            }
        }
    }

    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        guard let start else { return }
        let limit = Self.maximumDetailedScenarios
        // The failing scenarios first, then passing ones while there is room.
        let detailedFailing = min(failingRows, limit)
        let passingRoom = limit - detailedFailing
        let page = HTMLPage(start: start, end: end, version: version, examples: examples, medianCounts: medianCounts,
                            title: featureCount == 1 ? firstFeatureName : "\(featureCount) features",
                            hasDivergences: exploredCount > 0, hasReferences: !(references?.tally.systems.isEmpty ?? true), hasRequirements: !requirements.isEmpty,
                            failures: tally, likeness: likeness)
        page.writeOpening(to: output, changes: changes, requirements: requirements, differences: differences)
        var seen: Set<String> = []
        let algorithms = start.systems.flatMap { start.algorithms(of: $0.name) }.filter { seen.insert($0).inserted }
        output.write(MatrixSection(algorithms: algorithms, tags: tags.sorted()).opening())
        matrix.copy(to: output) { info in
            info > 0 && info - 1 < passingRoom ? .alternative : .written
        }
        output.write("</section>\n")
        references?.render(to: output)
        if exploredCount > 0 {
            output.write("<section id=\"divergences\"><h2>Divergences</h2>\n<p class=\"muted\">Found by <code>specrun explore</code>: "
                + "each scenario is the smallest that shows one behaviour where the algorithms differ; its Then steps state what the "
                + "first algorithm shows.</p>\n")
            divergences.copy(to: output)
            output.write("</section>\n")
        }
        output.write("<section id=\"scenarios\"><h2>Scenarios</h2>\n<p class=\"muted\">Each scenario where the algorithms differ, "
            + "its steps side by side (algorithms that went the same way share a column) beside what the user saw; "
            + "the scenarios every algorithm passes are folded to their titles.</p>\n")
        let detailed = detailedFailing + min(passingRows, passingRoom)
        if detailed < rowCount {
            output.write("<p class=\"muted\">\(rowCount - detailed) of \(rowCount) scenarios are listed in the comparison only "
                + "(this page details at most \(limit), those that do not pass everywhere first).</p>\n")
        }
        let folded = foldedRows()
        details.copy(to: output) { info in
            let index = (info - 1) / 3
            let row = detailRows[index]
            if !row.failing, row.ordinal >= passingRoom { return .skip }
            return folded.contains(index) && (info - 1) % 3 != 1 ? .alternative : .written
        }
        output.write("</section>\n")
        page.writeClosing(to: output)
    }

    static func key(_ system: String, _ algorithm: String) -> String { "\(system)\u{0}\(algorithm)" }

    /// The tag of the scenarios `specrun explore` writes.
    static let exploredTag = "@explored"
}

