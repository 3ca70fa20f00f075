import Foundation
import JSON
import SpecrunKit
import Testing

/// "Did you mean" on realistic slips: `scripts/misspellings` makes a corpus from texts of both
/// systems' glossaries (each with its values), and each slip is ranked as the console, the reports
/// and the editor rank it (`StepTexts.nearest(to:)`). The score stands in docs/editors.md between
/// `<!-- misspellings -->` and `<!-- end of misspellings -->`; `SPECRUN_UPDATE_GOLDEN=1` rewrites it.
@Suite struct MisspellingCorpusTests {
    static let page = URL(fileURLWithPath: ServerHarness.repository + "/docs/editors.md")

    struct Case {
        let typed: String
        let intended: String
        let kind: String
        let system: String
    }

    /// A few texts of each system's glossary, picked evenly from every text "did you mean" knows,
    /// each hole filled with a value a writer would type.
    /// Each word says whether a slip may change it (not a value typed into a hole) and whether it
    /// may be left out (a word of the pattern, not of a parameter's value).
    static func intendedSteps(of system: AnySystem, count: Int) -> [[(word: String, mutable: Bool, droppable: Bool)]] {
        let texts = StepTexts(system.matcher).measuredTexts
        var seen = Set<String>()
        let stride = max(1, texts.count / count)
        return Swift.stride(from: 0, to: texts.count, by: stride).prefix(count).compactMap { index in
            let marker: Character = "\u{1}"
            let (stepText, definition) = texts[index]
            let patternWords = Set(definition.pattern.source.split { !$0.isLetter && $0 != "'" && $0 != "$" }.map(String.init))
            let text = stepText.parts.map { part -> String in
                switch part {
                case .text(let text): text
                case .hole(.number): "\(marker)3\(marker)"
                case .hole(.decimal): "\(marker)2.5\(marker)"
                case .hole(.text): "\(marker)Earth\(marker)"
                case .hole(.word): "\(marker)blue\(marker)"
                case .hole(.name): "\(marker)Lisbon\(marker)"
                case .hole(.any): "\(marker)something\(marker)"
                }
            }.joined()
            guard seen.insert(text).inserted else { return nil }
            return text.split(separator: " ").map { word in
                (word.filter { $0 != marker }, !word.contains(marker), patternWords.contains(String(word)))
            }
        }
    }

    /// The corpus: the script's slips of 200 texts of each system.
    static func corpus() throws -> [Case] {
        var cases: [Case] = []
        for system in ServerHarness.builtInSystems {
            let steps = intendedSteps(of: system, count: 200)
            let input = steps.map { words in
                JSONValue.object([("words", .array(words.map { .array([.string($0.word), .bool($0.mutable), .bool($0.droppable)]) }))]).description
            }.joined(separator: "\n") + "\n"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ServerHarness.repository + "/scripts/misspellings")
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
                let value = try JSONReader.read(Array(line.utf8))
                cases.append(Case(typed: value["typed"]?.string ?? "", intended: value["intended"]?.string ?? "",
                                  kind: value["kind"]?.string ?? "", system: system.name))
            }
        }
        return cases
    }

    @Test(.tags(.slow)) func theIntendedStepIsFirst() throws {
        let cases = try Self.corpus()
        let systems = Dictionary(uniqueKeysWithValues: ServerHarness.builtInSystems.map { ($0.name, ($0.matcher, StepTexts($0.matcher))) })
        var rows: [String: (cases: Int, first: Int, firstTwo: Int)] = [:]
        var excluded = 0
        var misses: [String] = []
        for item in cases {
            let (matcher, texts) = systems[item.system]!
            // A slip that makes another defined step is no misspelling: no editor could tell it.
            if case .matched = matcher.match(item.typed) { excluded += 1; continue }
            let nearest = texts.nearest(to: item.typed)
            let kind = item.kind.contains("+") ? "two slips" : item.kind
            for key in [kind, "all"] {
                rows[key, default: (0, 0, 0)].cases += 1
                if nearest.first == item.intended { rows[key]!.first += 1 }
                if nearest.prefix(2).contains(item.intended) { rows[key]!.firstTwo += 1 }
            }
            if nearest.first != item.intended { misses.append("\(item.typed) → \(nearest) (meant \(item.intended))") }
        }
        let all = rows["all"]!
        func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%%", 100 * Double(part) / Double(max(1, whole))) }
        let order = ["deletion", "insertion", "swap", "doubled", "undoubled", "missing word", "repeated word", "extra word", "two slips", "all"]
        var table = "| slip | cases | intended step first | in the first two |\n| --- | ---: | ---: | ---: |\n"
        for key in order where rows[key] != nil {
            let row = rows[key]!
            table += "| \(key) | \(row.cases) | \(percent(row.first, row.cases)) | \(percent(row.firstTwo, row.cases)) |\n"
        }
        table += "\nOf \(cases.count) slips made, \(excluded) were left out: the slip was itself a defined step.\n"
        var text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = "<!-- misspellings -->\n", end = "<!-- end of misspellings -->"
        let opening = try #require(text.range(of: start), "docs/editors.md has no \(start)")
        let closing = try #require(text.range(of: end, range: opening.upperBound..<text.endIndex))
        let stale = text[opening.upperBound..<closing.lowerBound] != table
        if ProcessInfo.processInfo.environment["SPECRUN_UPDATE_GOLDEN"] == "1" {
            text.replaceSubrange(opening.upperBound..<closing.lowerBound, with: table)
            try text.write(to: Self.page, atomically: true, encoding: .utf8)
        } else {
            #expect(!stale, "docs/editors.md's misspelling score is not the corpus's; run SPECRUN_UPDATE_GOLDEN=1 swift test --filter MisspellingCorpusTests")
        }
        #expect(all.cases >= 300)
        #expect(Double(all.first) >= 0.95 * Double(all.cases), "\(misses.prefix(20).joined(separator: "\n"))")
        #expect(Double(all.firstTwo) >= 0.99 * Double(all.cases))
    }
}
