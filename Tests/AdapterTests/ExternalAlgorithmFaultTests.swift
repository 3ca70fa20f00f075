import Adapter
@testable import ArticleView
import Foundation
import Synchronization
import SpecrunKit
import Runner
import Testing

/// The faults of a child process: each fails its run with a message naming the algorithm, the
/// event and what was wrong (with the child's last lines of standard error); the child is killed
/// and the next run starts another.
@Suite(.serialized) struct ExternalAlgorithmFaultTests {
    static let script = Bundle.module.url(forResource: "misbehaving", withExtension: "py", subdirectory: "Resources")!.path

    @Test(arguments: [
        ("exit", "it exited with status 3"),
        ("hang", "it did not end its turn within 300 ms of wall-clock time"),
        ("not-json", "it wrote a line that is not JSON, «oops, not JSON»"),
        ("unknown-command", "it sent the command “explode”, which the schema does not allow"),
        ("bad-field", "its field “request” is a string, not a whole number"),
        ("unknown-request", "which article-view cannot carry out: there is no request 42"),
        ("unknown-screen", "its field “screen” is \"home\", not one of \"article view\""),
        ("unknown-revision", "the article view knows no revision 9 of “Tokyo”"),
        // One end too many: it used to be read as the next turn's answer.
        ("extra-end", "it wrote «{\"command\":\"end\"}» after the end of its turn; a turn has one end, and nothing may "
            + "follow it before the next event (a protocol fault)"),
        ("no-end", "it did not end its turn within 300 ms of wall-clock time (turnTimeout in specrun.yml); it was killed "
            + "(it had sent 1 command, the last {\"command\":\"cancel\",\"request\":1}, and no {\"command\":\"end\"})"),
        // It used to be accepted, and fire at once.
        ("negative-after", "which article-view cannot carry out: a timer fires 0 ms or more from now, and “after” is -5"),
        ("beyond-exact", "its field “after” is 9007199254740992, beyond ±9007199254740991 (2^53 − 1)"),
        // It used to be read with a replacement character.
        ("not-utf8", "(invalid UTF-8 in the string that starts at character"),
    ])
    func failsTheRunAndRestarts(mode: String, problem: String) throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-fault-\(UUID())").path
        defer {
            try? FileManager.default.removeItem(atPath: marker)
            try? FileManager.default.removeItem(atPath: marker + ".pids")
        }
        let pool = Self.pool(mode, marker: marker)
        let first = try Self.open(on: pool)
        let failure = try #require(first)
        #expect(failure.contains("the external algorithm misbehaving-\(mode) of article-view (test.yml:3:5) failed on the event {\"event\":\"open\",\"title\":\"Tokyo\",\"route\":\"saved articles\"}"))
        #expect(failure.contains(problem), "\(failure)")
        #expect(failure.contains("  | misbehaving.py: about to \(mode)"), "\(failure)")

        // The broken child is gone; the next run gets a new one, which behaves.
        #expect(try Self.open(on: pool) == nil)
        let pids = try String(contentsOfFile: marker + ".pids", encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        #expect(pids.count == 2)
        #expect(kill(pids[0], 0) != 0)
        pool.drain()
        #expect(kill(pids[1], 0) != 0)
    }

    /// A child that exits while a grandchild holds its pipes open: its exit is known at once, not
    /// after the turn timeout as a hang, and the grandchild is ended with its group.
    @Test func aChildThatExitsIsKnownAtOnceWhateverHoldsItsPipes() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-fault-\(UUID())").path
        defer {
            for suffix in ["", ".pids", ".grandchild"] { try? FileManager.default.removeItem(atPath: marker + suffix) }
        }
        let pool = Self.pool("exit-leaving-grandchild", marker: marker, turnTimeoutMilliseconds: 30_000)
        defer { pool.drain() }
        let started = ContinuousClock.now
        let failure = try #require(try Self.open(on: pool))
        let took = ContinuousClock.now - started
        #expect(failure.contains("failed on the event {\"event\":\"open\",\"title\":\"Tokyo\",\"route\":\"saved articles\"}: "
            + "it exited with status 3"), "\(failure)")
        #expect(took < .seconds(5), "the exit was known after \(took), not at once")
        let grandchild = try #require(Int32(String(contentsOfFile: marker + ".grandchild", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        // Its end is waited for (a generous bound on a loaded machine), not assumed after a fixed sleep.
        #expect(Self.eventually { !Self.isAlive(grandchild) }, "the grandchild \(grandchild) outlived its child")
    }

    /// The host's own time parsing a long line (12 MiB of escapes, longer than the 300 ms turn timeout
    /// in a debug build) is not the child's: the turn does not time out. (It used to: the `end`, written
    /// 50 ms after the line, was read once the deadline had passed.)
    @Test func theHostsTimeOnALineIsNotTheChilds() throws {
        let pool = Self.pool("large-prompt", turnTimeoutMilliseconds: 300)
        defer { pool.drain() }
        let failure = try Self.open(on: pool, expectingCachedRevision: false)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// A timer at 2^53 − 1 ms, the largest whole number a JSON line carries exactly, is a whole
    /// number (it used to be refused as "not a whole number"); it never fires within the run.
    @Test func aTimerAsLateAsJSONCarriesIsAccepted() throws {
        let pool = Self.pool("latest-timer")
        defer { pool.drain() }
        #expect(try Self.open(on: pool, expectingCachedRevision: false) == nil)
    }

    /// A child that asked for `open` alone still hears the timers it scheduled (and `start`): the
    /// protocol's events come whatever `events` lists. A timer's event used to be dropped.
    @Test func aChildHearsItsTimersWhateverItAskedFor() throws {
        let pool = Self.pool("timer-unlisted")
        defer { pool.drain() }
        #expect(try Self.open(on: pool) == nil)
    }

    /// A line longer than 16 MiB is a fault at once (memory is not spent on it without end), long
    /// before the turn's time runs out.
    @Test func aLineOver16MiBIsAFault() throws {
        let pool = Self.pool("too-long", turnTimeoutMilliseconds: 20_000)
        defer { pool.drain() }
        let started = ContinuousClock.now
        let failure = try #require(try Self.open(on: pool))
        #expect(failure.contains("it wrote a line longer than 16777216 bytes (16 MiB), the longest a line may be; it was killed"),
                "\(failure)")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// A timer's id, like a request's, is never used twice in a run (it used to be taken again
    /// once the timer had fired).
    @Test func aTimersIdIsNeverUsedTwiceInARun() throws {
        let pool = Self.pool("reuse-timer")
        defer { pool.drain() }
        let failure = try #require(try Self.open(on: pool))
        #expect(failure.contains(#"failed on the event {"event":"timer","timer":1}: it sent {"command":"schedule","timer":1,"after":10}, "#
            + "which article-view cannot carry out: the timer 1 was scheduled already in this run (an id is never used twice in a run)"),
                "\(failure)")
    }

    /// A retried attempt's seed is 64 bits: `start` carries its low 53 bits as a whole number (it used
    /// to carry 1.8446744073709552e19, which no whole-number field holds).
    @Test func aSeedArrivesAsAWholeNumber() throws {
        let pool = Self.pool("exact-seed")
        defer { pool.drain() }
        let failure = try Self.open(on: pool, seed: .max)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Runs wait for the pool's child until they have waited as long as a child takes to start:
    /// runs of a few milliseconds share a child that takes a second to start, and runs of half a
    /// second get a second child (their waits add up to a start, however slow the machine is to
    /// start an interpreter, within six runs). Two threads run six runs each; the children started
    /// are counted by the pids they note.
    @Test(arguments: [("slow-start", 1), ("slow", 2)])
    func anotherChildStartsOnceRunsHaveWaitedAsLongAsAStart(mode: String, children: Int) throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-pool-\(UUID())").path
        defer {
            try? FileManager.default.removeItem(atPath: marker)
            try? FileManager.default.removeItem(atPath: marker + ".pids")
        }
        FileManager.default.createFile(atPath: marker, contents: nil)  // every child behaves (see misbehaving.py)
        let pool = Self.pool(mode, marker: marker, turnTimeoutMilliseconds: 5_000)
        defer { pool.drain() }
        try pool.warmUp()
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<6 {
                do {
                    if let failure = try Self.open(on: pool) { failures.withLock { $0.append(failure) } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        let pids = try String(contentsOfFile: marker + ".pids", encoding: .utf8).split(separator: "\n")
        #expect(pids.count == children, "\(pids.count) children started")
    }

    @Test func refusesAnotherProtocolVersionAtTheHandshake() {
        let pool = Self.pool("wrong-protocol")
        #expect { try pool.warmUp() } throws: { error in
            "\(error)".contains("failed on the handshake: it speaks protocol 99; specrun speaks 1")
        }
    }

    @Test func aCommandThatCannotStartFailsTheRun() throws {
        let declaration = ExternalAlgorithm(system: "article-view", name: "missing", command: ["/no/such/program"],
                                                       declaredAt: "test.yml:3:5")
        let pool = AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
        let failure = try #require(try Self.open(on: pool))
        #expect(failure.contains("failed on its start: it could not be started: /no/such/program (No such file or directory)"), "\(failure)")
    }

    /// Whether `condition` comes to hold within `limit`, looked at every 10 ms.
    static func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Alive: it exists and is not a zombie (a killed grandchild waits for whoever adopted it to reap it).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(close, offsetBy: 2)] != "Z"
    }

    static func pool(_ mode: String, marker: String? = nil, turnTimeoutMilliseconds: Int = 300) -> AdapterPool {
        let declaration = ExternalAlgorithm(
            system: "article-view", name: "misbehaving-\(mode)", command: ["python3", script, mode] + (marker.map { [$0] } ?? []),
            turnTimeout: .milliseconds(turnTimeoutMilliseconds), declaredAt: "test.yml:3:5")
        return AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
    }

    /// One run: Tokyo cached, the user opens it; the app's failure, if any.
    static func open(on pool: AdapterPool, expectingCachedRevision: Bool = true, seed: UInt64 = 1) throws -> String? {
        let device = SimulatedDevice(profile: .unconditioned, seed: seed)
        defer { device.shutDown() }
        let server = ArticleServer(articles: [Article(title: "Tokyo", revisions: [(1042, 213_120)])])
        let environment = ArticleViewEnvironment(
            device: device, server: server, cache: ArticleCache(server.articles[0].revisions),
            timings: ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60)))
        let app = ExternalArticleView(environment: environment, pool: pool)
        app.open("Tokyo", via: .savedArticles)
        try device.clock.advance(by: .seconds(1))
        if device.appFailure == nil, expectingCachedRevision { #expect(device.screen.article?.id == 1042) }
        return device.appFailure
    }
}
