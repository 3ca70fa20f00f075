import Testing
import YAML

/// Damaged documents must end in a `YAMLError` or a tree, never a crash or a hang.
@Suite(.tags(.slow)) struct RobustnessTests {
    static let seedDocument = """
        name: "home \\u00e9"
        profiles: &p
          wifi: &w {latency: 30, bandwidth: 1.5e3, tags: [a, 'b', ~]}
          cellular:
            <<: *w
            latency: 0x1F
        steps:
          - action: |
              tap
              twice
          - action: >-
              wait
            after: !!int "3"
        ? [complex, key]
        : value
        ---
        - {again: [1, 2.5]}
        """

    /// A small seeded generator, so every run tries the same damage.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    struct Anything: Decodable {
        var name: String?
        var profiles: [String: YAMLNode]?
        var steps: [[String: String]]?
    }

    @Test func theUndamagedDocumentParses() throws {
        let documents = try YAMLParser().parseAll(Self.seedDocument, file: "seed.yml")
        #expect(documents.count == 2)
        #expect(documents[0]["profiles"]?["cellular"]?["latency"]?.int == 31)
        #expect(documents[0]["profiles"]?["wifi"]?["bandwidth"]?.double == 1500)
        #expect(documents[1][0]?["again"]?[1]?.double == 2.5)
    }

    @Test func damagedDocumentsFailCleanly() {
        let original = Array(Self.seedDocument.utf8)
        let alphabet = Array(":-[]{}&*!|>'\"#?,\n\t \\%@`~0a".utf8) + [0x00, 0xC3, 0xFF, 0x80]
        var random = Generator(state: 42)
        var outcomes = (parsed: 0, refused: 0)
        for _ in 0..<600 {
            var bytes = original
            for _ in 0..<(1 + random.next(4)) {
                let position = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes[position] = alphabet[random.next(alphabet.count)]
                case 1: bytes.insert(alphabet[random.next(alphabet.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            do {
                _ = try YAMLParser().parseAll(bytes, file: "damaged.yml")
                outcomes.parsed += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
                #expect(!error.message.isEmpty)
                outcomes.refused += 1
            }
            if let documents = try? YAMLParser().parseAll(bytes, file: "damaged.yml"), let first = documents.first {
                _ = try? YAMLDecoder().decode(Anything.self, from: first, file: "damaged.yml")
            }
        }
        #expect(outcomes.parsed > 0 && outcomes.refused > 0)
    }
}
