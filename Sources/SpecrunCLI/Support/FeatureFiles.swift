import Foundation
import Gherkin
import Runner
import SpecrunKit
import Supervision
import Synchronization

/// The run's feature files as the runner's plan: each file is read, parsed and planned when the
/// runner asks for it, and let go after, so a suite of any size runs in the memory of its largest
/// file. The runner asks twice (to announce the features, then to run them); planning a file again
/// starts from where the first planning of it stood (ids, the shard's count), so it gives the same
/// plan, and a file that changed in between stops the run. A suite small enough
/// (`keptPickles`) is kept planned between the two, and read once; so is the file planned last when
/// it is the first to run.
///
/// The problems of every file are collected so that one run reports them all: a file that is not
/// text, cannot be read or does not parse stops the run before it starts (`finishPlanning` throws
/// them all, in file order), so a refused run writes no report.
final class FeatureFiles: PlanSource {
    let paths: [String]
    let planner: SuitePlanner
    let selection: Selection
    let order: ScenarioOrder
    let shard: Shard?
    /// Where planning stands after the files planned so far, in file order.
    private var progress: PlanningProgress
    /// Where planning stood before each file, and a digest of its text, once it was planned.
    private var firstPlanned: [(start: PlanningProgress, digest: Int)?]
    /// The features planned so far, while the suite is small enough to keep them.
    private var kept: [PlannedFeature]? = []
    /// The most pickles a kept plan holds by default (a few megabytes); past them, files are read again.
    static let keptPickles = 2_000
    private let keepsUpTo: Int
    private var keptCount = 0
    /// The feature planned last, kept for the run's first ask in case it is the same one (a suite of
    /// one large file, or a reversed order, is then read once).
    private var lastPlanned: PlannedFeature?
    /// What is wrong with the files read so far (unreadable, not text, not Gherkin), in file order.
    private var problems: [String] = []
    /// The first file, read while the systems were made, if it was.
    private let readAhead: ReadAhead?

    init(paths: [String], planner: SuitePlanner, selection: Selection, order: ScenarioOrder, shard: Shard?, ids: IdGenerator,
         keepingUpTo keptPickles: Int = FeatureFiles.keptPickles, readAhead: ReadAhead? = nil) {
        self.readAhead = readAhead
        keepsUpTo = keptPickles
        self.paths = paths
        self.planner = planner
        self.selection = selection
        self.order = order
        self.shard = shard
        progress = PlanningProgress(ids: ids)
        firstPlanned = Array(repeating: nil, count: paths.count)
    }

    var featureCount: Int { paths.count }

    func feature(at position: Int) throws -> PlannedFeature {
        let path = paths[position]
        guard let (start, digest) = firstPlanned[position] else {
            let start = progress
            let (parsed, digest, _) = read(path, ids: &progress.ids, noting: true)
            firstPlanned[position] = (PlanningProgress(runNumber: start.runNumber, ids: start.ids), digest)
            let planned = planner.plan(parsed, at: position, selection: selection, order: order, shard: shard, progress: &progress)
            keptCount += parsed.pickles.count
            if keptCount <= keepsUpTo { kept?.append(planned) } else { kept = nil }
            lastPlanned = kept == nil ? planned : nil
            return planned
        }
        if let kept, position < kept.count { return kept[position] }
        defer { lastPlanned = nil }
        if let lastPlanned, lastPlanned.position == position { return lastPlanned }
        var again = start
        let (parsed, digestAgain, unreadable) = read(path, ids: &again.ids, noting: false)
        // A file that cannot be read again (gone, or no descriptor left) says so rather than "changed".
        if let unreadable { throw FeatureFileErrors([unreadable]) }
        guard digestAgain == digest else {
            throw ConfigurationError("\(path): the file changed while the run was going; run again once it is saved")
        }
        return planner.plan(parsed, at: position, selection: selection, order: order, shard: shard, progress: &again)
    }

    func finishPlanning() throws {
        if !problems.isEmpty { throw FeatureFileErrors(problems) }
        try progress.throwProblems()
    }

    /// Reads and parses one file; its problems are noted the first time. A file that cannot be read
    /// or parsed is planned as an empty document (the run stops once every file was announced);
    /// `unreadable` says why a file could not be read. The file read ahead is taken as read here,
    /// when it is this one, read from where `ids` stands.
    private func read(_ path: String, ids: inout IdGenerator, noting: Bool) -> (ParsedFeature, digest: Int, unreadable: String?) {
        let file = noting ? readAhead?.take(path, from: ids) : nil
        let read = file ?? Self.read(path, from: ids)
        ids = read.ids
        if noting { problems += read.problems }
        return (read.feature, read.digest, read.unreadable)
    }

    /// One file read and parsed, and what is wrong with it.
    struct FileRead: Sendable {
        var feature: ParsedFeature
        var digest: Int
        var unreadable: String?
        var problems: [String] = []
        /// Where the ids stand after its parse.
        var ids: IdGenerator
    }

    static func read(_ path: String, from start: IdGenerator) -> FileRead {
        let empty = GherkinDocument(uri: path, feature: nil, comments: [])
        let source: String
        switch SourceFile.read(path: path, uri: path).flatMap({ SourceFile.refusingNUL($0, uri: path) }) {
        case .success(let text): source = text
        case .failure(let problem):
            let unreadable = problem.humanReadable(path: path)
            return FileRead(feature: ParsedFeature(uri: path, source: "", document: empty, pickles: [] as PickleList), digest: 0,
                            unreadable: unreadable, problems: [unreadable], ids: start)
        }
        var hasher = Hasher()
        hasher.combine(source)
        let digest = hasher.finalize()
        var ids = start
        switch ParsedFeature.parse(GherkinSource(uri: path, text: source), ids: &ids) {
        case .success(let feature):
            return FileRead(feature: feature, digest: digest, ids: ids)
        case .failure(let errors):
            var feature = ParsedFeature(uri: path, source: source, document: empty, pickles: [] as PickleList)
            feature.parseErrors = errors.errors
            return FileRead(feature: feature, digest: digest, problems: errors.errors.map { $0.humanReadable(path: path) }, ids: ids)
        }
    }

    /// The run's first feature file, read and parsed on another thread while the run makes its
    /// systems (neither needs the other), from the ids a run starts with; the file's problems are
    /// noted when the plan takes it, as for any file.
    final class ReadAhead: Sendable {
        let path: String
        private let start: IdGenerator
        private let read = Mutex<FileRead?>(nil)

        init(path: String, from start: IdGenerator = IdGenerator()) {
            self.path = path
            self.start = start
        }

        /// Reads the file (on whichever thread calls it).
        func perform() {
            let file = FeatureFiles.read(path, from: start)
            read.withLock { $0 = file }
        }

        /// The file as read ahead, if it is `path` read from `ids` and was read; once.
        func take(_ path: String, from ids: IdGenerator) -> FileRead? {
            guard path == self.path, ids.next == start.next else { return nil }
            return read.withLock { $0.take() }
        }
    }
}

/// The feature files a run cannot read or parse, each problem worded for standard error
/// (`path:line:column: message`), in file order. Exit code 2, and no report is written.
struct FeatureFileErrors: Error, Equatable {
    let problems: [String]

    init(_ problems: [String]) {
        self.problems = problems
    }
}
