import Foundation
import Runner
import Supervision

/// Reports that belong together (explore's feature, JSON and HTML), replaced as one: each put in
/// place whole as `ReportOutput` puts any report, and if one cannot be, those already put in place
/// are taken back, so the folder holds the earlier set or the new one, never part of each. Before
/// anything is written, each file at the reports' paths is kept under a hidden name beside it (a
/// second name of the same file: it takes no space, so a full disk cannot refuse it); `restore()`
/// puts each back, `keepNew()` lets them go.
///
/// ```swift
/// let set = try ReportSet(["explored/divergences.feature", "explored/divergences.html"])
/// do { try writeEach(); set.keepNew() } catch { set.restore(); throw error }
/// ```
package final class ReportSet {
    private struct Member {
        /// The file the report goes to (symbolic links followed).
        let final: String
        /// What to do to restore it: give back the earlier file (its other name), remove the new
        /// one (there was none), or nothing (a pipe or a device, written in place).
        enum Earlier { case file(String), none, inPlace }
        let earlier: Earlier
    }

    private var members: [Member] = []
    /// The folders the reports' paths lack now, removed again on `restore()` if left empty.
    private var missingFolders: [String] = []
    private var settled = false

    /// Keeps the files now at `paths`; a path with nothing there is one to remove on `restore()`.
    package init(_ paths: [String]) throws(ReportOutputError) {
        for path in paths {
            let place = try ReportPath(path)
            missingFolders += place.missingFolders.filter { !missingFolders.contains($0) }
            guard place.existing == .regularFile else {
                members.append(Member(final: place.final, earlier: place.existing == .nothing ? .none : .inPlace))
                continue
            }
            let earlier = ReportOutput.temporaryPath(in: place.existingFolder, ending: "earlier")
            guard link(place.final, earlier) == 0 else {
                let code = errno
                keepNew()
                throw ReportOutputError("\(path): cannot keep the earlier file while the set it belongs to is replaced "
                    + "\(FileProblem.because(code)); check the folder's permissions")
            }
            members.append(Member(final: place.final, earlier: .file(earlier)))
        }
    }

    deinit {
        if !settled { restore() }
    }

    /// Every report was put in place (or none will be): the earlier files' other names go.
    package func keepNew() {
        settled = true
        for member in members { if case .file(let earlier) = member.earlier { unlink(earlier) } }
    }

    /// A report could not be put in place: each path gets its earlier file back, and one that had
    /// none is removed.
    package func restore() {
        settled = true
        for member in members {
            switch member.earlier {
            case .file(let earlier):
                // Where the path still is the earlier file, rename does nothing and keeps both names.
                // Where it cannot be given back, the earlier file keeps its hidden name, not lost.
                if rename(earlier, member.final) == 0 { unlink(earlier) }
            case .none: unlink(member.final)
            case .inPlace: break
            }
        }
        for folder in missingFolders.reversed() { rmdir(folder) }
    }
}
