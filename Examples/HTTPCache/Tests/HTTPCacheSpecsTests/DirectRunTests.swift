import Foundation
import HTTPCacheSpecs
import Testing

/// The Python libraries' cells checked against the libraries run outside specrun: a sample of the
/// HTTP Caching Tests, each run by adapters/direct_run.py with the library's own session over
/// real TCP to a small origin of its own, and compared with specrun's verdict for the same test
/// and library. A difference is a bug of the converter or the adapter. Needs the virtual
/// environment `.ci/run` makes (../../.venv-http-cache) and the built http-cache-specs.
@Suite struct DirectRunTests {
    /// The default body is the suite's kind of body, a UUID of 36 bytes (the suite's origin sends the
    /// test's UUID when a test gives none), the same in the conversion's origin and the direct run's.
    @Test func theDefaultBodyIsAUUIDAsTheSuitesOriginSends() throws {
        let body = OriginScript.defaultBody
        #expect(body.utf8.count == 36)
        #expect(body.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) != nil, "\(body)")
        let script = try String(contentsOf: ExampleProcess.folder.appendingPathComponent("adapters/direct_run.py"), encoding: .utf8)
        #expect(script.contains("DEFAULT_BODY = \"\(body)\""), "adapters/direct_run.py sends another default body")
    }

    @Test func aSampleOfCellsIsWhatTheLibrariesDoOutsideSpecrun() throws {
        // The path as it is: resolving the link would start the interpreter outside the environment.
        let repository = ExampleProcess.folder.deletingLastPathComponent().deletingLastPathComponent()
        let python = repository.appendingPathComponent(".venv-http-cache/bin/python").path
        let binary = ExampleProcess.folder.appendingPathComponent(".build/debug/http-cache-specs").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "no \(python): run .ci/run's set-up (it makes the virtual environment)")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): swift build first")
        // Run from the repository's folder, with the binary's path relative to it, as a reader types it.
        let run = try ExampleProcess.run([python, "Examples/HTTPCache/adapters/direct_run.py", "Examples/HTTPCache/.build/debug/http-cache-specs"],
                                         in: repository)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("72 passed, 0 failed\n"), "\(run.output)")
    }
}
