import Foundation
import Testing

/// The getting-started tutorial is `Examples/Gallery`, file by file: each code block it introduces
/// with a path is that file of the package, and every file of the package is shown, once
/// (`SPECRUN_UPDATE_GOLDEN=1` rewrites the blocks from the files).
@Suite struct GettingStartedTests {
    @Test func everyBlockIsTheFileItNames() throws {
        try GalleryPackage.articleLock.withLock {
            var article = try Article(GalleryPackage.tutorial)
            for block in article.blocks {
                switch block.kind {
                case .file(let path):
                    let file = try String(contentsOf: GalleryPackage.directory.appendingPathComponent(path), encoding: .utf8)
                    if GalleryPackage.updating {
                        article.replaceText(ofBlockAt: block.line, with: file)
                    } else {
                        #expect(block.text == file, Comment(rawValue: "GettingStarted.md:\(block.line) is not Examples/Gallery/\(path); "
                            + "run SPECRUN_UPDATE_GOLDEN=1 swift test --filter GettingStartedTests"))
                    }
                case .snippet:
                    Issue.record(Comment(rawValue: "GettingStarted.md:\(block.line): a \(block.language) block that names no file "
                        + "of the package; introduce it with its path, as in `Sources/GallerySpecs/Gallery.swift`:"))
                case .command, .output:
                    break
                }
            }
            if GalleryPackage.updating { try article.write() }
        }
    }

    @Test func everyFileOfThePackageIsShownOnce() throws {
        let shown = try Article(GalleryPackage.tutorial).files
        #expect(Set(shown).count == shown.count, "a file is shown twice: \(shown)")
        #expect(shown.sorted() == (try GalleryPackage.files()), "GettingStarted.md shows \(shown.sorted())")
    }

    @Test func everyCommandShownIsRunByATest() throws {
        for name in ["GettingStarted.md", "Exploring.md", "Metrics.md", "Fixtures.md", "StepsAndParameterTypes.md"] {
            let article = try Article(GalleryPackage.catalog.appendingPathComponent(name))
            for (command, _) in article.commands {
                // swift build and swift test run on the package in CI (.ci/run); the others run in GalleryCommandsTests.
                #expect(["swift build", "swift test"].contains(command) || command.hasPrefix("swift run gallery-specs"),
                        "\(name) shows `\(command)`, which no test runs")
            }
        }
    }
}
