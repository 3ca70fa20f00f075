import Foundation
import Reports

/// One report that a command writes, named as the user asked for it, and where it goes.
struct ReportWriter {
    let label: String
    let destination: ReportOutput.Destination
    /// The format, for a `--format` request.
    var formatName: String?
    /// Whether what it writes is Gherkin (explore's `divergences.feature`), which may replace a
    /// feature file of its own making.
    var writesGherkin = false

    /// Refuses two reports aimed at one destination, however it is spelled: they would be written
    /// over each other (or interleaved).
    static func checkOnePerDestination(_ writers: [ReportWriter]) throws {
        var first: [DestinationIdentity: ReportWriter] = [:]
        for writer in writers {
            guard let identity = DestinationIdentity(writer.destination) else { continue }
            guard let earlier = first[identity] else {
                first[identity] = writer
                continue
            }
            var path: String?
            for case .file(let file) in [writer.destination, earlier.destination] where path == nil { path = file }
            guard let path else {
                let example = (writer.formatName ?? earlier.formatName).map { ", e.g. --format \($0):report.out" } ?? ""
                throw UsageError("\(earlier.label) and \(writer.label) would both write to standard output; "
                    + "give all but one a path\(example)")
            }
            let place = identity == .standardOutput ? "\(path), where standard output goes" : path
            throw UsageError("\(earlier.label) and \(writer.label) would both write to \(place); give each report a path of its own")
        }
    }

    /// Refuses a report aimed at a file the command reads, however either is spelled (a link, the
    /// file standard output goes to): the report would replace it. A feature file is refused too when
    /// this run does not read it (`specrun a.feature -f json:b.feature`): no report is Gherkin, so one
    /// aimed at a `.feature` file that exists is a slip that would lose a specification.
    static func check(_ writers: [ReportWriter], writeOverNone inputs: [InputFile]) throws {
        var read: [DestinationIdentity: InputFile] = [:]
        for input in inputs {
            // An input that is not there (yet) cannot be written over; reading it says what is wrong.
            guard let identity = DestinationIdentity(.file(input.path)), !identity.isNewFile else { continue }
            if read[identity] == nil { read[identity] = input }
        }
        for writer in writers {
            guard let identity = DestinationIdentity(writer.destination), let input = read[identity] else { continue }
            let place = identity == .standardOutput ? "\(input.path) (where standard output goes)" : input.path
            throw UsageError("\(writer.label) would write over \(place), \(input.role); \(input.advice)")
        }
        for writer in writers {
            guard !writer.writesGherkin, case .file(let path) = writer.destination, let target = existingFile(path),
                  target.hasSuffix(".feature") || target.hasSuffix(".feature.md") else { continue }
            throw UsageError("\(writer.label) would write over \(path), a feature file; give the report a path of its own")
        }
    }
}

extension ReportWriter {
    /// The file `path` names, its links followed, when it is a regular file that exists.
    fileprivate static func existingFile(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return String(cString: resolved)
    }
}

/// A file a command reads, with what it is to the command, so that no report is written over it.
///
/// ```swift
/// try ReportWriter.check(writers, writeOverNone: [InputFile(path: "specrun.yml", role: "the project file")])
/// ```
struct InputFile {
    let path: String
    /// What the file is, as a refusal words it: "a feature file this run reads".
    let role: String
    /// How to fix a report aimed at it.
    var advice = "give the report a path of its own"
}
