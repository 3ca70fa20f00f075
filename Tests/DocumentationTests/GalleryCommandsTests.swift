import Foundation
import Testing

/// The commands the articles show print what they show: the tutorial replayed in an empty folder
/// (each file it shows is there from the moment it is shown, each file a command writes is the
/// package's), and the Exploring article's command in a copy of the package's features and
/// project file. Wall-clock times are masked. `SPECRUN_UPDATE_GOLDEN=1` rewrites the output shown.
@Suite(.serialized, .tags(.slow)) struct GalleryCommandsTests {
    @Test func theTutorialPrintsWhatItShows() throws {
        let workspace = try Command.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let article = try Article(GalleryPackage.tutorial)
        var outputs: [(line: Int, text: String)] = []
        // As the article says: the first run fails (runs fail, and there is no baseline yet), then
        // the baseline is written, and the run against it passes.
        var exitCodes: [Int32] = []
        for (index, block) in article.blocks.enumerated() {
            switch block.kind {
            case .file(let path) where !path.hasSuffix(".swift"):
                try place(path, in: workspace)
            case .command where block.text.hasPrefix("swift run "):
                let command = block.text.trimmingCharacters(in: .newlines)
                let run = try GalleryPackage.run(command, in: workspace)
                exitCodes.append(run.exitCode)
                guard let shown = article.blocks.dropFirst(index + 1).first(where: { $0.kind != .snippet }), shown.kind == .output else {
                    Issue.record("GettingStarted.md:\(block.line): `\(command)` shows no output")
                    continue
                }
                outputs.append((shown.line, run.output + run.errors))
            default:
                break
            }
        }
        #expect(exitCodes == [1, 0, 0], "the tutorial's runs exit \(exitCodes)")
        try compare(outputs, in: GalleryPackage.tutorial)
    }

    @Test func exploringPrintsWhatItShows() throws {
        let workspace = try Command.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: workspace) }
        for path in try GalleryPackage.files() where !path.hasSuffix(".swift") && path != "Package.swift" {
            try place(path, in: workspace)
        }
        let url = GalleryPackage.catalog.appendingPathComponent("Exploring.md")
        var outputs: [(line: Int, text: String)] = []
        for (command, output) in try Article(url).commands {
            let run = try GalleryPackage.run(command, in: workspace)
            #expect(run.exitCode == 0, "\(command): \(run.errors)")
            guard let output else {
                Issue.record("Exploring.md: `\(command)` shows no output")
                continue
            }
            outputs.append((output.line, run.output + run.errors))
        }
        #expect(!outputs.isEmpty)
        try compare(outputs, in: url)
        // The scenario the article shows is one explore wrote, word for word.
        let written = try String(contentsOf: workspace.appendingPathComponent("explored/divergences.feature"), encoding: .utf8)
        let shown = try Article(url).blocks.filter { $0.language == "gherkin" }
        #expect(!shown.isEmpty, "Exploring.md shows none of the scenarios explore writes")
        for block in shown {
            #expect(written.contains(block.text), "Exploring.md:\(block.line) shows a scenario explore did not write:\n\(written)")
        }
    }

    /// Puts the package's file `path` in `workspace`; a file a command wrote there already must be
    /// the package's.
    private func place(_ path: String, in workspace: URL) throws {
        let source = GalleryPackage.directory.appendingPathComponent(path)
        let destination = workspace.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: destination.path) {
            let written = try String(contentsOf: destination, encoding: .utf8)
            #expect(written == (try String(contentsOf: source, encoding: .utf8)),
                    "the tutorial's commands wrote a \(path) that is not Examples/Gallery/\(path)")
            return
        }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    /// Compares each output block (by the line of its fence) with what the command printed, or
    /// writes what it printed there when updating.
    private func compare(_ outputs: [(line: Int, text: String)], in url: URL) throws {
        try GalleryPackage.articleLock.withLock {
            var article = try Article(url)
            for (line, text) in outputs.reversed() {
                guard let shown = article.blocks.first(where: { $0.line == line }) else { continue }
                if GalleryPackage.updating {
                    article.replaceText(ofBlockAt: line, with: text)
                } else {
                    #expect(GalleryPackage.masked(shown.text) == GalleryPackage.masked(text), Comment(rawValue:
                        "\(url.lastPathComponent):\(line) is not what the command prints; "
                            + "run SPECRUN_UPDATE_GOLDEN=1 swift test --filter GalleryCommandsTests"))
                }
            }
            if GalleryPackage.updating { try article.write() }
        }
    }
}
