import Foundation
import Testing

/// The Python libraries' cells checked against the libraries run outside specrun: a sample of the
/// HTTP Caching Tests, each run by adapters/direct_run.py with the library's own session over
/// real TCP to a small origin of its own, and compared with specrun's verdict for the same test
/// and library. A difference is a bug of the converter or the adapter. Needs the virtual
/// environment `.ci/run` makes (../../.venv-http-cache) and the built http-cache-specs.
@Suite struct DirectRunTests {
    @Test func aSampleOfCellsIsWhatTheLibrariesDoOutsideSpecrun() throws {
        // The path as it is: resolving the link would start the interpreter outside the environment.
        let repository = ExampleProcess.folder.deletingLastPathComponent().deletingLastPathComponent()
        let python = repository.appendingPathComponent(".venv-http-cache/bin/python").path
        let binary = ExampleProcess.folder.appendingPathComponent(".build/debug/http-cache-specs").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "no \(python): run .ci/run's set-up (it makes the virtual environment)")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): swift build first")
        let run = try ExampleProcess.run([python, "adapters/direct_run.py", binary])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("72 passed, 0 failed\n"), "\(run.output)")
    }
}
