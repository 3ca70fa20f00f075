import Adapter
@testable import ArticleView
import Foundation
import SpecrunKit
import Testing

/// A child that reads the system clock (`readsSystemClock`) reads the run's virtual time: at each
/// event, the event's virtual instant (as Unix time from 2026-01-01), the wall clock and a real
/// sleep leaving no trace, so two runs read the same. Needs libfaketime (.ci/run installs it).
@Suite struct ChildClockTests {
    static let script = Bundle.module.url(forResource: "clock_reader", withExtension: "py", subdirectory: "Resources")!.path

    /// One run of the clock reader: open at 0, refresh after 2.5 s and again after 10 min (each an
    /// event the child hears); what it read at each event.
    static func readings() throws -> [String] {
        try run().lines
    }

    /// One run of the clock reader: its lines, and the child's process id.
    static func run() throws -> (lines: [String], child: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var declaration = ExternalAlgorithm(system: "article-view", name: "clock-reader", command: ["python3", script, log.path])
        declaration.readsSystemClock = true
        let pool = AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        let environment = ArticleViewEnvironment(device: device, server: ArticleServer(articles: [Article(title: "Tokyo", revisions: [(1042, 450)])]),
                                                 timings: ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60)))
        do {
            let app = ExternalArticleView(environment: environment, pool: pool)
            app.open("Tokyo", via: .link)
            try device.clock.advance(by: .milliseconds(2_500))
            app.tapRefresh()
            try device.clock.advance(by: .minutes(10))
            app.tapRefresh()
            #expect(device.appFailure == nil, "\(device.appFailure ?? "")")
        }
        pool.drain()
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        return (lines.filter { !$0.hasPrefix("child ") }, lines.first { $0.hasPrefix("child ") }.map { String($0.dropFirst(6)) } ?? "?")
    }

    @Test func theChildReadsTheVirtualInstantAtEachEvent() throws {
        try #require(ChildClock.library != nil, "libfaketime is not installed (apt-get install libfaketime)")
        let lines = try Self.readings()
        let start = Double(VirtualInstant.unixTimeOfStart)
        // Each event's line: its name, the system clock and the monotonic clock, both virtual.
        let expected: [(String, Double)] = [("start", 0), ("open", 0), ("refresh", 2.5), ("refresh", 602.5)]
        let events = lines.filter { !$0.hasPrefix("slept") }.map { $0.split(separator: " ") }
        #expect(events.map { String($0[0]) } == expected.map(\.0), "\(lines)")
        for (event, (name, seconds)) in zip(events, expected) {
            let wall = try #require(Double(event[1])), monotonic = try #require(Double(event[2]))
            #expect(abs(wall - (start + seconds)) <= 0.001, "\(name): the child read \(wall), not \(start + seconds)")
            #expect(abs(monotonic - (start + seconds)) <= 0.001, "\(name): its monotonic clock read \(monotonic)")
        }
        // A real sleep of 1.5 s inside a turn: the clock still reads the event's instant.
        let slept = try #require(lines.first { $0.hasPrefix("slept") }?.split(separator: " ").last.flatMap { Double($0) })
        #expect(abs(slept - start) <= 0.001, "after sleeping, the child read \(slept)")
    }

    /// libfaketime keeps a semaphore and a shared memory object for each process that loads it, in
    /// /dev/shm, removed when the process exits; the child is killed when it ends, so specrun
    /// removes its two.
    @Test func theChildsSharedClockStateGoesWithIt() throws {
        try #require(ChildClock.library != nil, "libfaketime is not installed (apt-get install libfaketime)")
        let child = try Self.run().child
        for name in ["/dev/shm/faketime_shm_\(child)", "/dev/shm/sem.faketime_sem_\(child)"] {
            #expect(!FileManager.default.fileExists(atPath: name), "\(name) is left behind")
        }
    }

    @Test func wallTimeDoesNotLeakIntoWhatTheChildReads() throws {
        try #require(ChildClock.library != nil, "libfaketime is not installed (apt-get install libfaketime)")
        #expect(try Self.readings() == Self.readings())
    }
}
