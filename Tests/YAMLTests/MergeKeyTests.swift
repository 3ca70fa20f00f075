import Testing
import YAML

@Suite struct MergeKeyTests {
    @Test func mergeKeysBringInTheKeysAMappingDoesNotWrite() throws {
        let root = try YAMLParser().parse(
            """
            defaults: &defaults {latency: 30, condition: online}
            slow: &slow {bandwidth: 1}
            wifi:
              <<: *defaults
              latency: 10
            cellular:
              <<: [*slow, *defaults, {bandwidth: 9, extra: 1}]
            quoted: {"<<": *slow}
            """, file: "m.yml")
        #expect(root["wifi"]?.description == "{condition: online, latency: 10}")
        #expect(root["wifi"]?["condition"]?.line == 1)
        #expect(root["cellular"]?.description == "{bandwidth: 1, latency: 30, condition: online, extra: 1}")
        #expect(root["quoted"]?.description == "{\"<<\": {bandwidth: 1}}")
    }

    @Test func aMergeKeyNeedsMappings() throws {
        let error = try #require(throws: YAMLError.self) { try YAMLParser().parse("a:\n  <<: [1, 2]\n", file: "m.yml") }
        #expect(error.description == "m.yml:2:7: the merge key \"<<\" takes a mapping or a list of mappings, found a list; write \"<<: *defaults\" with an anchored mapping, or quote \"<<\" to use it as an ordinary key")
    }
}
