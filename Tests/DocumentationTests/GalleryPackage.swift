import Foundation

/// `Examples/Gallery`, the package the getting-started tutorial builds, and the articles that show
/// its files and commands.
enum GalleryPackage {
    static let directory = Command.repository.appendingPathComponent("Examples/Gallery")
    static let catalog = Command.repository.appendingPathComponent("Sources/SpecrunKit/SpecrunKit.docc")
    static let tutorial = catalog.appendingPathComponent("GettingStarted.md")

    /// Whether a run rewrites the articles' blocks from the files and the commands' output
    /// (`SPECRUN_UPDATE_GOLDEN=1`), instead of comparing them.
    static let updating = ProcessInfo.processInfo.environment["SPECRUN_UPDATE_GOLDEN"] == "1"
    /// Held while an article is read, changed and written back.
    static let articleLock = NSLock()

    /// Every file of the package, as paths relative to it, sorted: what a team writes, without
    /// what building, running or an editor leaves there (hidden files, `.build`, `Package.resolved`).
    static func files() throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        return names.filter { path in
            let parts = path.split(separator: "/")
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !parts.contains { $0.hasPrefix(".") } && path != "Package.resolved"
        }.sorted()
    }

    /// The package's `gallery-specs`, built once per test run (an incremental build when CI has
    /// built the package already).
    static let binary: Result<URL, BuildFailure> = {
        do {
            let environment = ProcessInfo.processInfo.environment
            // The build manifest is made afresh: a cached one misses a file added to specrun since
            // (the package depends on it by path), and the build fails for "missing inputs".
            let build = try Command.run("swift", ["build", "--package-path", directory.path, "--disable-build-manifest-caching"],
                                        environment: environment)
            guard build.exitCode == 0 else { return .failure(BuildFailure(build.output + build.errors)) }
            let path = try Command.run("swift", ["build", "--package-path", directory.path, "--show-bin-path"], environment: environment)
            return .success(URL(fileURLWithPath: path.output.trimmingCharacters(in: .whitespacesAndNewlines))
                .appendingPathComponent("gallery-specs"))
        } catch {
            return .failure(BuildFailure("\(error)"))
        }
    }()

    /// Runs `swift run gallery-specs ARGUMENTS` as the built binary, in `directory`: its output,
    /// then what it wrote to standard error.
    static func run(_ command: String, in directory: URL) throws -> Command {
        let words = command.split(separator: " ").map(String.init)
        guard words.starts(with: ["swift", "run", "gallery-specs"]) else { throw UnknownCommand(command: command) }
        return try Command.run(try binary.get().path, Array(words.dropFirst(3)), in: directory)
    }

    /// The text with the wall-clock times of a run masked ("14 runs in 0.018 s", "after 0.07 s"),
    /// which differ from run to run.
    static func masked(_ text: String) -> String {
        text.replacing(#/(?<word>in|after) [0-9]+(\.[0-9]+)? s\b/#) { "\($0.word) # s" }
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = "swift build --package-path Examples/Gallery failed:\n" + description
        }
    }

    struct UnknownCommand: Error, CustomStringConvertible {
        let command: String
        var description: String { "the docs show `\(command)`, which no test runs" }
    }
}
