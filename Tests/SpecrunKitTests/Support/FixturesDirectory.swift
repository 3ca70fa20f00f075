import Foundation
import ScratchFolders

/// A new temporary fixtures directory holding `files` (name → YAML text).
func fixturesDirectory(files: [String: String]) throws -> String {
    let directory = try ScratchFolder.make("fixtures").path
    for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
    return directory
}

/// The description of the error `body` throws; nil when it throws none.
func errorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
