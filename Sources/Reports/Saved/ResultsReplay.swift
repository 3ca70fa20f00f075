import JSON
import Foundation
import Gherkin
import Runner
import SpecrunKit

/// Saved results (the `json` format) turned back into the run's event stream, so that any format can
/// be rendered from them (`specrun report`). The feature sources stored in the file are parsed again
/// to recover documents and pickles (with the same ids), and steps are matched again against the
/// recorded step definitions. Several files, the `--shard` runs of one suite, merge into one run:
/// their runs in the defined order with fresh ids, as one unsharded run would have numbered them.
///
/// ```swift
/// let shards = try ["shard-1.json", "shard-2.json"].map { ($0, try Data(contentsOf: URL(fileURLWithPath: $0))) }
/// let replay = try ResultsReplay(contents: shards)
/// let context = ReportContext(color: false, clock: .system, version: "1.0")
/// try replay.replay(to: [ReportCatalog.makeReporter(FormatRequest("html:report.html"), context: context)])
/// replay.notes.forEach { print($0) }
/// ```
package struct ResultsReplay {
    /// The run's features as planned: every feature of the file, each with the pickles that ran.
    package let plan: SuitePlan
    package let start: SuiteStart
    package let results: [CaseResult]
    package let end: SuiteEnd
    /// What the reader should know about the merge (shards missing), for standard error.
    package let notes: [String]

    /// Merges the results read from files (`specrun report` reads them as it reads every file it
    /// is given); every problem names the file and says what is wrong.
    package init(contents: [(path: String, data: Data)]) throws {
        guard !contents.isEmpty else { throw ResultsFileError("no results to report; give --from FILE") }
        let files = try contents.map { try (path: $0.path, results: Self.decode($0.data, path: $0.path)) }
        try Self.checkCompatible(files)
        let (first, firstPath) = (files[0].results, files[0].path)
        let merging = files.count > 1
        if merging, let (path, _) = files.first(where: { $0.results.features.contains { $0.firstId == nil } }) {
            throw ResultsFileError("\(path): written by a specrun from before shards could be merged (its features have no "
                + "\"firstId\"); run the shards again with this version")
        }

        // Each feature parsed again from where its parse started in the run, so that its nodes and
        // pickles get the ids they had (the run's ids follow each feature's pickles).
        var ids = IdGenerator()
        var features: [PlannedFeature] = []
        var picklesById: [String: (pickle: Pickle, feature: SavedResults.Feature, position: Int, order: Int, label: String)] = [:]
        // Where each feature's run ids begin: right after its pickles'.
        var firstRunIds: [Int] = []
        for saved in first.features {
            if let firstId = saved.firstId { ids = IdGenerator(startingAt: firstId) }
            // Parsed in the syntax the run read it in (Gherkin in Markdown for a .feature.md), as saved.
            let source = GherkinSource(uri: saved.uri, text: saved.source, mediaType: saved.mediaType)
            guard case .success(let document) = source.parse(ids: &ids) else {
                throw ResultsFileError("\(firstPath): the source of \(saved.uri) stored in it does not parse; was the file edited?")
            }
            let pickles = PickleCompiler().compile(document, ids: &ids)
            let labels = ScenarioLabels.labels(names: pickles.map(\.name), document: document)
            for (order, pickle) in pickles.enumerated() { picklesById[pickle.id] = (pickle, saved, features.count, order, labels[order]) }
            var parsed = ParsedFeature(uri: saved.uri, source: saved.source, syntax: source.syntax, document: document, pickles: pickles)
            parsed.firstId = saved.firstId ?? 0
            features.append(PlannedFeature(parsed: parsed, system: saved.system, position: features.count))
            firstRunIds.append(ids.next)
        }
        let matchers = try first.systems.map { try $0.matcher(file: firstPath) }
        let systems = matchers.map(\.description)
        // Shards run with `--order random` and no seed each drew their own: no one run has their
        // runs in its order, so they are shown in the defined order, numbered as that run numbers them.
        let inOneOrder = Set(files.map(\.results.options.order)).count == 1
        let order = inOneOrder ? try Self.order(first.options.order, in: firstPath) : .defined

        var savedRuns: [(run: SavedResults.Run, file: String)] = []
        var seen: [String: String] = [:]
        for file in files {
            for run in file.results.runs {
                let key = "\(run.pickleId)\u{0}\(run.algorithm)"
                if let other = seen[key] {
                    throw ResultsFileError("\(file.path): the run of pickle \(run.pickleId) on \(run.algorithm) is also in \(other); "
                        + "give each shard's results once")
                }
                seen[key] = file.path
                guard let found = picklesById[run.pickleId], found.pickle.uri == run.uri else {
                    throw ResultsFileError("\(file.path): run \(run.id) names pickle \(run.pickleId) of \(run.uri), which the feature "
                        + "sources stored in \(firstPath) do not produce; were the files edited?")
                }
                guard systems.contains(where: { $0.name == run.system && $0.algorithmNames.contains(run.algorithm) }) else {
                    throw ResultsFileError("\(file.path): run \(run.id) names algorithm \(run.algorithm) of system \(run.system), "
                        + "which the file does not describe")
                }
                guard run.steps.count == found.pickle.steps.count else {
                    throw ResultsFileError("\(file.path): run \(run.id) has \(run.steps.count) steps where its pickle has "
                        + "\(found.pickle.steps.count); was the file edited?")
                }
                guard Int(run.id) != nil else {
                    throw ResultsFileError("\(file.path): run id \"\(run.id)\" is not a number; was the file edited?")
                }
                savedRuns.append((run, file.path))
            }
        }
        // The runs in the order the run gave them: the features in the run's order, and within a
        // feature by id, which the planner hands out in the order the feature's runs go (in the
        // defined order, by pickle and algorithm, when the shards ran in different orders).
        let featuresWithRuns = Set(savedRuns.map { picklesById[$0.run.pickleId]!.position })
        let runOrder = order.arrange(features.count).filter { featuresWithRuns.contains($0) }
        let rank = Dictionary(uniqueKeysWithValues: runOrder.enumerated().map { ($1, $0) })
        func place(_ run: SavedResults.Run) -> (Int, Int, Int) {
            let pickle = picklesById[run.pickleId]!
            guard !inOneOrder else { return (rank[pickle.position]!, Int(run.id)!, 0) }
            let algorithm = systems.first { $0.name == run.system }!.algorithmNames.firstIndex(of: run.algorithm)!
            return (rank[pickle.position]!, pickle.order, algorithm)
        }
        savedRuns.sort { place($0.run) < place($1.run) }

        // The pickles that ran, each planned once, in file order within its feature.
        var matcher = Matcher(systems: matchers)
        var placeOfPickle: [String: (feature: Int, index: Int)] = [:]
        var firstRuns: [String: SavedResults.Run] = [:]
        for (run, _) in savedRuns where firstRuns[run.pickleId] == nil { firstRuns[run.pickleId] = run }
        for id in firstRuns.keys.sorted(by: { picklesById[$0]!.position == picklesById[$1]!.position
                ? picklesById[$0]!.order < picklesById[$1]!.order : picklesById[$0]!.position < picklesById[$1]!.position }) {
            let (pickle, feature, position, _, label) = picklesById[id]!
            let run = firstRuns[id]!
            let steps = zip(pickle.steps, run.steps).map { pickleStep, step in
                PlannedStep(pickleStep: pickleStep, keyword: step.keyword, line: step.line,
                            match: matcher.match(pickleStep.text, system: run.system), snippet: step.snippet)
            }
            placeOfPickle[id] = (position, features[position].pickles.count)
            // The scenario hooks its tags select, from the system's recorded hooks, as the run chose
            // them: the reports name each hook's test step by its place among them.
            let hooks = matcher.scenarioHooks(forTags: pickle.tags.map(\.name), system: run.system)
            var planned = PlannedPickle(
                pickle: pickle, feature: FeatureHeader(uri: feature.uri, keyword: feature.keyword, name: feature.name,
                                                       line: feature.line, tags: feature.tags),
                system: run.system, steps: steps, label: label, hooks: hooks)
            planned.place = features[position].pickles.count
            features[position].pickles.append(planned)
        }

        var results: [CaseResult] = []
        var summary = SummaryBuilder(systems: systems, strict: first.options.strict)
        for (run, path) in savedRuns {
            let place = placeOfPickle[run.pickleId]!
            let id = inOneOrder ? run.id : String(firstRunIds[place.feature] + features[place.feature].runs.count)
            features[place.feature].runs.append(PlannedRun(id: id, pickleIndex: place.index, algorithm: run.algorithm))
            var result = CaseResult(
                id: id, pickle: features[place.feature].pickles[place.index], algorithm: run.algorithm, status: run.status,
                steps: try run.steps.map { try Self.stepResult($0, in: path) },
                outcome: run.metrics.map { RunOutcome(metrics: $0, trace: run.trace ?? RunTrace()) },
                startedAt: try Self.instant(run.startedAt, in: path), durationNanoseconds: try Self.nanoseconds(run.durationMs, in: path))
            let planned = features[place.feature].pickles[place.index]
            let hooks = Set(planned.beforeHooks + planned.afterHooks)
            result.attempts = try (run.attempts ?? []).map { try Self.attempt($0, of: run, hooks: hooks, in: path) }
            result.attemptsLeftOut = max(0, run.attemptsLeftOut ?? 0)
            summary.add(result)
            results.append(result)
        }

        // Shards merge into the unsharded run; so does shard 1/1, which is the whole run.
        let shard = try first.options.shard.map { try Self.shard($0, in: firstPath) }
        plan = SuitePlan(features: features, order: order, shard: merging || shard?.count == 1 ? nil : shard)
        var outline = PlanOutline(order: plan.order, shard: plan.shard)
        features.forEach { outline.add($0) }
        outline.runOrder = runOrder
        // The baseline's expectations of the runs that ran, each saved with its run: compared again,
        // they give what the run gave. A file from before runs saved them holds its comparison only
        // (and is never merged: it has no first ids).
        var baseline: Baseline?
        var comparison = first.summary.baseline.map(Self.comparison)
        if files.allSatisfy({ $0.results.options.baseline == true }) {
            var expected = Baseline()
            for (run, _) in savedRuns {
                guard let status = run.expected else { continue }
                let key = BaselineKey(uri: run.uri, scenario: picklesById[run.pickleId]!.label, algorithm: run.algorithm)
                expected.expectations[key] = status
                expected.reasons[key] = run.reason
            }
            var compared = BaselineComparison()
            for result in results { compared.compare(result, with: expected) }
            (baseline, comparison) = (expected, compared)
        }
        let startedAt = try files.map { try Self.instant($0.results.startedAt, in: $0.path) }.min()!
        start = SuiteStart(startedAt: startedAt, outline: outline, systems: systems,
                         options: SuiteOptions(strict: first.options.strict, dryRun: first.options.dryRun), baseline: baseline)
        self.results = results
        let finishedAt = try files.map { try Self.instant($0.results.summary.finishedAt, in: $0.path) }.max()!
        var end = SuiteEnd(finishedAt: finishedAt,
                         durationNanoseconds: try files.map { try Self.nanoseconds($0.results.summary.durationMs, in: $0.path) }.max()!,
                         summary: summary.summary(),
                         interrupted: files.contains { $0.results.summary.interrupted },
                         stoppedEarly: files.contains { $0.results.summary.stoppedEarly },
                         baseline: comparison)
        end.missingShards = try Self.missingShards(files)
        self.end = end
        notes = (end.partialMerge.map { ["the results were \($0), so the report covers only part of the suite"] } ?? []) + (merging && !inOneOrder ? [
            "the shards ran in different orders (\(files.map(\.results.options.order).joined(separator: ", "))); the report "
                + "lists their runs in the defined order; give every shard the same --order random:SEED to keep one"] : [])
    }

    /// The events of the run, in order, as the run gave them.
    package var events: [SuiteEvent] {
        var events = plan.features.map { SuiteEvent.planned($0) } + [.started(start)]
        let positions = Dictionary(plan.features.enumerated().map { ($1.parsed.uri, $0) }, uniquingKeysWith: { first, _ in first })
        var open: Int?
        for result in results {
            let position = positions[result.pickle.uri]!
            if open != position {
                if let open { events.append(.featureFinished(plan.features[open])) }
                open = position
                events.append(.featureStarted(plan.features[position]))
            }
            events.append(.caseFinished(result))
        }
        if let open { events.append(.featureFinished(plan.features[open])) }
        return events + [.finished(end)]
    }

    /// Hands every event to every reporter, as a run would.
    package func replay(to reporters: [any Reporter]) throws {
        for event in events {
            for reporter in reporters { try reporter.handle(event) }
        }
    }

    // MARK: Reading

    /// Reads the file with the one JSON reader, then checks its schema before decoding it, so that
    /// results of another schema (or another tool) are said to be that, not a broken file.
    private static func decode(_ data: Data, path: String) throws -> SavedResults {
        let value: JSONValue
        do {
            value = try JSONReader.read(Array(data))
        } catch {
            throw ResultsFileError("\(path):\(error.line):\(error.column): not JSON: \(error.message); give a file written by --format json:FILE")
        }
        guard case .object = value else { throw ResultsFileError("\(path): not JSON results; give a file written by --format json:FILE") }
        let schema = value["schema"]?.string
        guard let schema, ResultsSchema.read.contains(schema) else {
            let found = schema.map { "schema \"\($0)\"" } ?? "no schema"
            throw ResultsFileError("\(path): not specrun results (\(found), expected \"\(JSONResultsReporter.schema)\"); "
                + "give a file written by --format json:FILE")
        }
        do {
            return try JSONValueDecoder.decode(SavedResults.self, from: value)
        } catch let error as DecodingError {
            throw ResultsFileError("\(path): \(describe(error)); was the file edited or cut short?")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingPrefix(".").description
        }
        switch error {
        case .keyNotFound(let key, let context): return "\"\(key.stringValue)\" is missing at \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "unexpected value at \(place(context.codingPath))"
        case .dataCorrupted(let context): return "damaged at \(place(context.codingPath))"
        @unknown default: return "cannot be read"
        }
    }

    private static func checkCompatible(_ files: [(path: String, results: SavedResults)]) throws {
        let (firstPath, first) = (files[0].path, files[0].results)
        for (path, other) in files.dropFirst() {
            if other.features.map(\.uri) != first.features.map(\.uri) || other.features.map(\.source) != first.features.map(\.source) {
                throw ResultsFileError("\(path) and \(firstPath) ran different feature files (or different versions of them); "
                    + "merge only the shards of one run")
            }
            if other.systems.map(\.name) != first.systems.map(\.name)
                || other.systems.map({ $0.algorithms.map(\.name) }) != first.systems.map({ $0.algorithms.map(\.name) }) {
                throw ResultsFileError("\(path) and \(firstPath) were made with different systems or algorithms; merge only the shards of one run")
            }
            if other.options.strict != first.options.strict || other.options.dryRun != first.options.dryRun {
                throw ResultsFileError("\(path) and \(firstPath) differ in --strict or --dry-run; merge only the shards of one run")
            }
            if other.options.baseline != first.options.baseline {
                throw ResultsFileError("\(path) and \(firstPath) differ in whether a baseline was used; merge only the shards of one run")
            }
        }
    }

    private static func instant(_ text: String, in path: String) throws -> WallTime {
        guard let instant = WallTime(iso8601: text) else {
            throw ResultsFileError("\(path): \"\(text)\" is not an instant such as 2026-01-01T00:00:00.000Z")
        }
        return instant
    }

    private static func stepResult(_ step: SavedResults.Step, in path: String) throws -> StepResult {
        var result = StepResult(keyword: step.keyword, text: step.text, line: step.line, status: step.status, message: step.message,
                                snippet: step.snippet, durationNanoseconds: try nanoseconds(step.durationMs, in: path))
        result.exception = step.exceptionType.map { StepException(type: $0, message: step.message ?? "") }
        result.snippets = step.snippets ?? step.snippet.map { [$0] } ?? []
        result.observed = step.observed
        result.startedAt = try step.startedAt.map { try instant($0, in: path) }
        result.finishedAt = try step.finishedAt.map { try instant($0, in: path) }
        result.attachments = try (step.attachments ?? []).map {
            Attachment(body: $0.body, encoding: $0.encoding, mediaType: $0.mediaType, fileName: $0.fileName,
                       timestamp: try instant($0.timestamp, in: path))
        }
        return result
    }

    /// An attempt of `run`, whose scenario ran the system's hooks `recordedHooks` (as the file
    /// records the system's hooks and the scenario's tags select them).
    private static func attempt(_ attempt: SavedResults.Attempt, of run: SavedResults.Run, hooks recordedHooks: Set<Int>,
                                in path: String) throws -> CaseAttempt {
        // The pickle's steps come in their order, as a run writes them, the hooks between them.
        var steps: [StepResult] = []
        var hooks: [CaseAttempt.Hook] = []
        for step in attempt.testSteps {
            switch (step.hook, step.step) {
            case (let hook?, nil) where recordedHooks.contains(hook):
                hooks.append(CaseAttempt.Hook(index: hook, stepsBefore: steps.count, result: try stepResult(step, in: path)))
            case (let hook?, nil):
                throw ResultsFileError("\(path): attempt \(attempt.number) of run \(run.id) ran hook \(hook) of system \(run.system), "
                    + "which the file does not record for its scenario (results written before 2.0 record no hooks); "
                    + "run the features again to report on them")
            case (nil, let position?) where position == steps.count && run.steps.indices.contains(position):
                steps.append(try stepResult(step, in: path))
            default:
                throw ResultsFileError("\(path): a test step of attempt \(attempt.number) of run \(run.id) names neither a hook nor "
                    + "the next of the run's \(run.steps.count) steps (step \(steps.count)); was the file edited?")
            }
        }
        return CaseAttempt(number: attempt.number, startedAt: try instant(attempt.startedAt, in: path),
                           finishedAt: try instant(attempt.finishedAt, in: path), steps: steps, hooks: hooks, status: attempt.status,
                           willBeRetried: attempt.willBeRetried)
    }

    private static func order(_ text: String, in path: String) throws -> ScenarioOrder {
        if text == "defined" { return .defined }
        if text == "reverse" { return .reverse }
        if text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) { return .random(seed: seed) }
        throw ResultsFileError("\(path): unknown order \"\(text)\"")
    }

    private static func shard(_ text: String, in path: String) throws -> Shard {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2 else { throw ResultsFileError("\(path): unknown shard \"\(text)\"") }
        return Shard(index: parts[0], count: parts[1])
    }

    /// A `durationMs` as nanoseconds: from 0 to `VirtualDuration.longestWritten`, the bound of every
    /// duration specrun reads, so that no value can trap the conversion.
    private static func nanoseconds(_ milliseconds: Double, in path: String) throws -> UInt64 {
        let longest = Double(VirtualDuration.longestWritten.milliseconds)
        guard milliseconds.isFinite, milliseconds <= longest else {
            throw ResultsFileError("\(path): a durationMs of \(milliseconds) is longer than the longest duration specrun takes, "
                + "\(VirtualDuration.longestWritten) (100 years); was the file edited?")
        }
        return milliseconds > 0 ? UInt64((milliseconds * 1_000_000).rounded()) : 0
    }

    /// When every file is a shard of the same count, the shards missing ("2/4"), however many files
    /// there are (one shard of two alone is not the run).
    private static func missingShards(_ files: [(path: String, results: SavedResults)]) throws -> [String] {
        let shards = try files.compactMap { try $0.results.options.shard.map { try shard($0, in: "") } }
        guard shards.count == files.count, let count = shards.first?.count, shards.allSatisfy({ $0.count == count }) else { return [] }
        return (1...count).filter { index in !shards.contains { $0.index == index } }.map { "\($0)/\(count)" }
    }

    /// The comparison a file saved, as the run made it.
    private static func comparison(_ saved: SavedResults.Baseline) -> BaselineComparison {
        func changes(_ list: [SavedResults.Change]) -> [BaselineChange] {
            list.map {
                var change = BaselineChange(key: BaselineKey(uri: $0.uri, scenario: $0.label, algorithm: $0.algorithm),
                                            expected: $0.expected, actual: $0.actual, message: $0.message)
                change.reason = $0.reason
                return change
            }
        }
        var comparison = BaselineComparison()
        comparison.regressions = changes(saved.regressions)
        comparison.fixes = changes(saved.fixes)
        comparison.otherChanges = changes(saved.otherChanges)
        comparison.matched = saved.matched
        comparison.knownDivergences = saved.knownDivergences
        comparison.departures = saved.departures ?? 0
        return comparison
    }

    /// Matches each distinct step text once per system.
    private struct Matcher {
        let systems: [SystemMatcher]
        var cache: [String: StepMatch] = [:]

        mutating func match(_ text: String, system name: String) -> StepMatch {
            let key = "\(name)\u{0}\(text)"
            if let found = cache[key] { return found }
            let match = systems.first { $0.name == name }?.match(text) ?? .undefined
            cache[key] = match
            return match
        }

        /// The `Before` and `After` hooks of the system named `name` for a scenario with these tags.
        func scenarioHooks(forTags tags: [String], system name: String) -> (before: [Int], after: [Int]) {
            systems.first { $0.name == name }?.scenarioHooks(forTags: tags) ?? ([], [])
        }
    }
}
