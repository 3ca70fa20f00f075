import Foundation
import Testing
import Reports
@testable import SpecrunCLI

/// Reading rerun files back: what `--format rerun` writes (and Cucumber's, several entries a line),
/// with CRLF line ends, a byte-order mark, names with spaces, colons and accents; mistakes at their
/// line; and the speed of a large one.
@Suite struct RerunFileTests {
    private func entries(_ text: String) throws(RerunLines.LineError) -> [String] {
        try RerunLines.entries(of: Array(text.utf8))
    }

    @Test func whatTheRerunFormatWritesReadsBack() throws {
        #expect(try entries("features/a.feature:12:30\nfeatures/b.feature:4\n") == ["features/a.feature:12:30", "features/b.feature:4"])
        #expect(try entries("a.feature:1 b.feature:2\tc.feature:3:4\n\n  \n") == ["a.feature:1", "b.feature:2", "c.feature:3:4"])
        #expect(try entries("") == [])
        #expect(try entries("\n\n") == [])
    }

    /// They used to be refused (a CR, a BOM) or split (a space) or refused (a colon in a name).
    @Test func lineEndsAByteOrderMarkAndUnusualNames() throws {
        #expect(try entries("features/a.feature:12\r\nfeatures/b.feature:4\r\n") == ["features/a.feature:12", "features/b.feature:4"])
        #expect(try entries("\u{FEFF}features/a.feature:12\n") == ["features/a.feature:12"])
        #expect(try entries("my features/a b.feature:3:7\n") == ["my features/a b.feature:3:7"])
        #expect(try entries("my features/a b.feature:3 other one.feature:5\r\n") == ["my features/a b.feature:3", "other one.feature:5"])
        #expect(try entries("v2:draft/a:b.feature:9\n") == ["v2:draft/a:b.feature:9"])
        #expect(try entries("features/café crème.feature:2\n") == ["features/café crème.feature:2"])
        #expect(try entries("@odd #name.feature:1\n") == ["@odd #name.feature:1"])
    }

    @Test(arguments: [
        ("a.feature:3\nfeatures/x.feature:three\n", 2, "\"features/x.feature:three\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("a.feature:0\n", 1, "\"a.feature:0\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("a.feature:3:00\n", 1, "\"a.feature:3:00\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("\r\n\r\n:5\r\n", 3, "\":5\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("a.feature\n", 1, "\"a.feature\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("a.feature:\n", 1, "\"a.feature:\" is not a feature file's path with lines, such as features/a.feature:12:30"),
        ("a.feature:99999999999999999999\n", 1,
         "\"a.feature:99999999999999999999\" is not a feature file's path with lines, such as features/a.feature:12:30"),
    ])
    func mistakesAreNamedAtTheirLine(_ text: String, line: Int, problem: String) {
        #expect(throws: RerunLines.LineError(line: line, problem: problem)) { try entries(text) }
    }

    @Test func bytesThatAreNotUTF8() {
        #expect(throws: RerunLines.LineError(line: 2, problem: "\"a\u{FFFD}.feature:1\" is not UTF-8 text; a rerun file lists feature paths with lines, as --format rerun writes it")) {
            try RerunLines.entries(of: Array("ok.feature:1\na".utf8) + [0xC3] + Array(".feature:1\n".utf8))
        }
    }

    /// 50 MB of entries read at 50 MB/s or more, even in a debug build (the reader it replaces
    /// managed 10-19 MB/s in a release build; this one, some 80 MB/s in a debug build).
    @Test(.tags(.slow)) func aLargeRerunFileReadsFast() throws {
        var text = ""
        text.reserveCapacity(51_000_000)
        var number = 0
        while text.utf8.count < 50_000_000 {
            text += "features/area-\(number % 50)/scenario file \(number).feature:\(number % 2000 + 1):\(number % 700 + 3)\r\n"
            number += 1
        }
        let bytes = Array(text.utf8)
        // The thread's own processor time, the best of three: the machine's other work does not count.
        func cpuSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        var best = Double.infinity
        for _ in 0..<3 {
            let start = cpuSeconds()
            let read = try RerunLines.entries(of: bytes)
            best = min(best, cpuSeconds() - start)
            #expect(read.count == number)
        }
        #expect(Double(bytes.count) / best >= 50_000_000, "\(Double(bytes.count) / best / 1e6) MB/s")
    }
}

extension Tag {
    @Tag static var slow: Self
}
