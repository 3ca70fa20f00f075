import Foundation
import Testing

/// Every way a report's write can fail (the disk, the file system's limits, special files, links, a
/// signal) and the limits of the process (`ulimit -f`, `ulimit -n`): each ends in a clear message and
/// exit code 2, before the run wherever it can be known then, and never replaces a good report of an
/// earlier run with part of one: the earlier reports survive byte for byte.
@Suite(.tags(.slow), .timeLimit(.minutes(2))) struct HostileWriteTests {
    /// An outline of 300 rows: reports of a few hundred kilobytes, larger than the limits below.
    static let feature = outlineFeature(rows: 300).0
    /// The earlier run's reports, each at the path this run's report goes to.
    static let earlier = ["report.json": "earlier results\n", "messages.ndjson": "{\"earlier\":true}\n",
                          "junit.xml": "<earlier/>\n", "report.html": "<p>earlier</p>\n"]

    /// The four reports, written in `folder` ("." for the workspace).
    static func reports(in folder: String = ".") -> [String] {
        ["json:report.json", "message:messages.ndjson", "junit:junit.xml", "html:report.html"]
            .flatMap { ["--format", folder == "." ? $0 : $0.replacingOccurrences(of: ":", with: ":\(folder)/")] }
    }

    /// A workspace with the feature and the earlier reports in `folder`.
    static func workspace(earlierReportsIn folder: String = ".") throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("test.feature", feature)
        for (name, text) in earlier { try workspace.write(folder == "." ? name : "\(folder)/\(name)", text) }
        return workspace
    }

    static func expectEarlierReports(in workspace: Workspace, folder: String = ".", sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, text) in earlier {
            let path = folder == "." ? name : "\(folder)/\(name)"
            #expect(FileManager.default.contents(atPath: workspace.path(path)) == Data(text.utf8),
                    "\(path) was replaced", sourceLocation: sourceLocation)
        }
    }

    /// `ulimit -f`: SIGXFSZ ended the process without a word (exit 153), leaving the message stream
    /// cut inside a line over the earlier one. The write fails instead (EFBIG), the message names the
    /// limit, and every earlier report stays; a stream with no file before it is removed.
    @Test func aFileSizeLimit() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let limited = ["/usr/bin/prlimit", "--fsize=8192"]
        let limit = "(File too large): this process may write files of at most 8192 bytes (ulimit -f); raise the limit"
        try expectRefusal(["test.feature"] + Self.reports(), in: workspace, launcher: limited,
                          message: "specrun: report.json: cannot write the report \(limit)\n")
        try expectRefusal(["test.feature", "--format", "message:messages.ndjson"], in: workspace, launcher: limited,
                          message: "specrun: messages.ndjson: cannot write the report \(limit)\n")
        try expectRefusal(["test.feature", "--format", "message:new/messages.ndjson"], in: workspace, launcher: limited,
                          message: "specrun: new/messages.ndjson: cannot write the report \(limit)\n")
        // GitHub's step summary is appended to, not replaced: what could not be appended is cut off again.
        let summary = workspace.path("summary.md")
        try workspace.write("summary.md", "an earlier step's summary\n")
        try expectRefusal(["test.feature", "--format", "github"], in: workspace, environment: ["GITHUB_STEP_SUMMARY": summary],
                          launcher: limited, message: "specrun: \(summary) ($GITHUB_STEP_SUMMARY): cannot write the summary \(limit)\n")
        Self.expectEarlierReports(in: workspace)
    }

    /// A real full disk: a small file system mounted for the test (as root, where mounting is allowed).
    @Test(.enabled(if: canMountSmallFileSystem)) func aFullDisk() throws {
        let workspace = try Self.workspace(earlierReportsIn: "disk")
        defer { workspace.remove() }
        let disk = workspace.path("disk")
        let saved = try Self.earlier.keys.map { ($0, try workspace.read("disk/\($0)")) }
        #expect(mount("tmpfs", disk, "tmpfs", 0, "size=256k") == 0)
        defer { umount(disk) }
        for (name, data) in saved { try data.write(to: URL(fileURLWithPath: "\(disk)/\(name)")) }
        try Data(count: 200 * 1024).write(to: URL(fileURLWithPath: "\(disk)/filler"))
        let before = try FileManager.default.contentsOfDirectory(atPath: disk).sorted()
        try expectRefusal(["test.feature"] + Self.reports(in: "disk") + ["--format", "junit:disk/new/junit.xml"], in: workspace,
                          message: "specrun: disk/report.json: cannot write the report (No space left on device)\n")
        try expectRefusal(["test.feature", "--format", "message:disk/messages.ndjson"], in: workspace,
                          message: "specrun: disk/messages.ndjson: cannot write the report (No space left on device)\n")
        Self.expectEarlierReports(in: workspace, folder: "disk")
        // No temporary file, no folder made for a report that could not be written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).sorted() == before)
    }

    /// A folder the user may not write in (as nobody, through setpriv, when the tests run as root).
    @Test(.enabled(if: HostileInputTests.unreadableFilesCanBeMade)) func aReadOnlyFolder() throws {
        let workspace = try Self.workspace(earlierReportsIn: "locked")
        defer { workspace.remove() }
        #expect(chmod(workspace.path("locked"), 0o555) == 0)
        defer { chmod(workspace.path("locked"), 0o755) }
        let asNobody = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        try expectRefusal(["test.feature"] + Self.reports(in: "locked"), in: workspace, launcher: asNobody, message: """
            specrun: locked/report.json: cannot write in the folder locked (Permission denied); check its permissions, or choose another path

            """)
        try expectRefusal(["test.feature", "--format", "junit:locked/new/junit.xml"], in: workspace, launcher: asNobody, message: """
            specrun: locked/new/junit.xml: cannot write in the folder locked (Permission denied); check its permissions, or choose another path

            """)
        Self.expectEarlierReports(in: workspace, folder: "locked")
    }

    /// The file system's limits on names and paths, found before the run (a name too long used to
    /// fail after it; a name of 250 bytes too, on its temporary name).
    @Test func namesAndPathsTooLong() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let long = String(repeating: "n", count: 256)
        try expectRefusal(["test.feature", "--format", "json:\(long)"] + Self.reports(), in: workspace, message: """
            specrun: \(long): the file's name is 256 bytes long, more than the 255 a name may have; choose a shorter one

            """)
        let deep = Array(repeating: String(repeating: "d", count: 250), count: 17).joined(separator: "/") + "/r.json"
        // The message quotes 150 characters either side of what it leaves out, as every long line.
        let refusal = "specrun: \(deep): the path is \(deep.utf8.count) bytes long, more than the 4055 a report's path may have; "
            + "choose a shorter path"
        try expectRefusal(["test.feature", "--format", "junit:\(deep)"] + Self.reports(), in: workspace,
                          message: "\(refusal.prefix(150))…(\(refusal.count - 300) characters left out)…\(refusal.suffix(150))\n")
        let longest = String(repeating: "n", count: 255)
        let run = try workspace.run(["test.feature", "--format", "json:\(longest)", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: workspace.path(longest)))
        Self.expectEarlierReports(in: workspace)
    }

    /// Special files: a pipe nothing reads (the run used to wait forever), a socket, a disk; a link
    /// that loops (it used to be replaced by the report) or leads nowhere yet (followed, link kept);
    /// a file where a folder should be.
    @Test func specialFilesAndLinks() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        #expect(mkfifo(workspace.path("pipe"), 0o644) == 0)
        #expect(symlink("loop", workspace.path("loop")) == 0)
        try expectRefusal(["test.feature", "--format", "json:pipe"] + Self.reports(), in: workspace, message: """
            specrun: pipe: is a pipe that nothing reads from; start its reader first, or give the path of a file to write the report to

            """)
        try expectRefusal(["test.feature", "--format", "json:loop"] + Self.reports(), in: workspace, message: """
            specrun: loop: is a symbolic-link loop (a link that leads back to itself); point the link at a file, or remove it

            """)
        try expectRefusal(["test.feature", "--format", "json:test.feature/report.json"] + Self.reports(), in: workspace, message: """
            specrun: test.feature/report.json: test.feature is a file, not a folder; choose another path

            """)
        let listening = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listening) }
        #expect(bind(unixSocket: listening, at: workspace.path("socket")))
        try expectRefusal(["test.feature", "--format", "json:socket"] + Self.reports(), in: workspace, message: """
            specrun: socket: is a socket, which takes no file; give the path of a file to write the report to

            """)
        // A device number no driver has: even opened, it could not be written.
        if mknod(workspace.path("disk"), S_IFBLK | 0o600, dev_t(240 << 8)) == 0 {
            try expectRefusal(["test.feature", "--format", "json:disk"] + Self.reports(), in: workspace, message: """
                specrun: disk: is a block device (a disk); give the path of a file to write the report to

                """)
        }
        Self.expectEarlierReports(in: workspace)
        #expect(symlink("latest/report.json", workspace.path("link")) == 0)
        let run = try workspace.run(["test.feature", "--format", "json:link", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("link")) == "latest/report.json")
        #expect(FileManager.default.fileExists(atPath: workspace.path("latest/report.json")))
    }

    /// `ulimit -n`: too few descriptors for the threads and signals to start stopped the process with
    /// SIGILL and no word (6 to 8 did after the signals took their pipes); a few more, and the
    /// reports' files cannot all be opened: each said before the run, naming the limit.
    @Test func anOpenFileLimit() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        for limit in 4...9 {
            try expectRefusal(["test.feature"] + Self.reports(), in: workspace, launcher: ["/usr/bin/prlimit", "--nofile=\(limit)"], message: """
                specrun: cannot start (Too many open files): this process may have at most \(limit) files open at once (ulimit -n); raise the limit

                """)
        }
        // Which report's file is the first that cannot be opened depends on a descriptor the runtime
        // opens when it likes (its threads'): one more or less, and it is the next report's.
        let refusals = ["report.json", "messages.ndjson", "junit.xml", "report.html"].map { name in
            "specrun: \(name): cannot write here (Too many open files): this process may have at most 10 files open at once "
                + "(ulimit -n); raise the limit\n"
        }
        try expectRefusal(["test.feature"] + Self.reports(), in: workspace, launcher: ["/usr/bin/prlimit", "--nofile=10"],
                          message: refusals[0], orOneOf: Array(refusals.dropFirst()))
        Self.expectEarlierReports(in: workspace)
    }

    /// `ulimit -n` too low for a second external child, which starts mid-run for the second job
    /// (its runs hold a child longer than a child takes to start, so the pool starts a second): it
    /// used to fail the runs left one by one (exit 1, the reports blaming the algorithm). Now,
    /// whatever the limit, the run either goes well or stops at the first child that cannot start,
    /// exit 2, naming the limit, with no report written, as when the first child cannot start.
    @Test func anOpenFileLimitThatAChildMidRunMeets() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", outlineFeature(rows: 8).0)
        try workspace.write("slow_port.py", """
            import sys, time
            sys.path.insert(0, "\(SpecrunProcess.repository.path)/adapters/python")
            from article_view_new import NewArticleView

            class SlowPort(NewArticleView):
                def on_open(self, title, route):
                    time.sleep(0.25)  # a run that holds its child longer than a child takes to start
                    super().on_open(title, route)

            SlowPort().run()

            """)
        try workspace.write("specrun.yml", """
            algorithms:
              - system: article-view
                name: new-python
                command: [python3, slow_port.py]

            """)
        var stoppedMidRun = false
        for limit in 12...40 {
            let run: (Int) throws -> SpecrunProcess.Result = { jobs in
                try workspace.run(["test.feature", "-a", "new-python", "--jobs", "\(jobs)"] + Self.reports(),
                                  launcher: ["/usr/bin/prlimit", "--nofile=\(limit)"])
            }
            let before = try Self.earlier.keys.sorted().map { try workspace.read($0) }
            let two = try run(2)
            #expect(two.exitCode == 0 || two.exitCode == 2, "limit \(limit): \(two.errors)")
            guard two.exitCode == 2 else { continue }
            #expect(try Self.earlier.keys.sorted().map { try workspace.read($0) } == before, "limit \(limit): a report was written")
            guard two.errors.contains("could not be started") else { continue }
            #expect(two.errors.contains("(Too many open files): this process may have at most \(limit) files open at once (ulimit -n); "
                + "raise the limit"), "limit \(limit): \(two.errors)")
            #expect(two.errors.contains("so the work stopped: a limit of this machine, not the algorithm, kept a child from starting"),
                    "limit \(limit): \(two.errors)")
            // One job needs one child: where that starts, the second job's child was the one refused.
            if try run(1).exitCode == 0 { stoppedMidRun = true }
        }
        #expect(stoppedMidRun, "no limit let the first child start and not the second")
    }

    /// SIGPIPE: a reader of standard output that goes away (`| head -c 1`) ends the run with the
    /// error, not a silent death.
    @Test func aReaderThatGoesAway() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let run = try workspace.run([], launcher: ["/bin/sh", "-c", #"{ "$0" test.feature --format json; echo "exit $?" >&2; } | head -c 1 >/dev/null"#])
        #expect(run.errors == "specrun: standard output: cannot write the report (Broken pipe)\nexit 2\n")
        Self.expectEarlierReports(in: workspace)
    }

    static let canMountSmallFileSystem: Bool = {
        guard getuid() == 0, let folder = try? SpecrunProcess.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else { return false }
        umount(folder.path)
        return true
    }()
}

/// Binds `descriptor`, a Unix socket, to `path`.
private func bind(unixSocket descriptor: Int32, at path: String) -> Bool {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8CString)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in bytes.enumerated() where index < raw.count { raw[index] = UInt8(bitPattern: byte) }
    }
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    } == 0
}
