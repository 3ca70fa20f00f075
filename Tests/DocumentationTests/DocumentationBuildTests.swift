import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `scripts/build-docs` builds the DocC archives of SpecrunKit, Adapter and SpecrunCLI from this
/// build's modules with no warning: every symbol link resolves, every public symbol has its doc
/// comment, every public type is in a topic of its landing page. Then the archive is read as
/// docs/guides/adding-a-system.md says, from Python's static web server.
@Suite(.serialized, .tags(.slow)) struct DocumentationBuildTests {
    /// The modules of this build: `Modules` beside the test bundle, or above it.
    static let modules: URL? = {
        var directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("SpecrunKit.swiftmodule").path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()
    static let archives = Command.repository.appendingPathComponent(".build/docs")

    @Test func theArchivesBuildWithoutAWarning() throws {
        let modules = try #require(Self.modules, "no Modules directory with SpecrunKit.swiftmodule beside the test bundle")
        let build = try Command.run(Command.repository.appendingPathComponent("scripts/build-docs").path, [modules.path],
                                    environment: ProcessInfo.processInfo.environment)
        #expect(build.exitCode == 0, "\(build.output)\(build.errors)")
        #expect(!build.errors.contains("warning"), "\(build.errors)")
        for module in ["SpecrunKit", "Adapter", "SpecrunCLI"] {
            let page = Self.archives.appendingPathComponent("\(module).doccarchive/data/documentation/\(module.lowercased()).json")
            #expect(FileManager.default.fileExists(atPath: page.path), "no \(page.path)")
        }
    }

    /// `python3 -m http.server --directory .build/docs/SpecrunKit.doccarchive 8000`, on a port of
    /// its choosing, serves the tutorial's page and the data it renders.
    @Test func aStaticServerServesTheTutorial() async throws {
        let archive = Self.archives.appendingPathComponent("SpecrunKit.doccarchive")
        try #require(FileManager.default.fileExists(atPath: archive.appendingPathComponent("index.html").path),
                     "no archive: theArchivesBuildWithoutAWarning runs first")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-m", "http.server", "--directory", archive.path, "--bind", "127.0.0.1", "0"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // SIGKILL: a child of the test process inherits its blocked signals, SIGTERM among them.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        let banner = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(banner.firstMatch(of: #/port ([0-9]+)/#).map { String($0.1) }, "the server said \(banner)")
        for path in ["documentation/specrunkit/gettingstarted/", "data/documentation/specrunkit/gettingstarted.json"] {
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/\(path)"))
            let (data, response) = try await URLSession.shared.data(from: url)
            #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(path)")
            #expect(!data.isEmpty, "\(path)")
        }
        let page = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(port)/data/documentation/specrunkit/gettingstarted.json"))).0
        #expect(String(decoding: page, as: UTF8.self).contains("cache-then-refresh"))
    }
}
