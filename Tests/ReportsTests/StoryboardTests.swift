import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The storyboard of a scenario: a phone per moment the screen changed in any run, a row per
/// algorithm, each phone showing that run's screen at that moment.
@Suite struct StoryboardTests {
    static let legacy = RunTrace(endMs: 60_000, lanes: [
        RunTrace.Lane(name: "content", segments: [RunTrace.Segment(startMs: 0, endMs: 60_000, label: "revision 1042 of Tokyo", style: "content")]),
        RunTrace.Lane(name: "banners", segments: [RunTrace.Segment(startMs: 0, endMs: 60_000, label: "an offline banner", style: "offline")]),
    ])
    static let new = RunTrace(endMs: 60_000, lanes: [
        RunTrace.Lane(name: "content", segments: [
            RunTrace.Segment(startMs: 0, endMs: 120, label: "blank article view", style: "blank"),
            RunTrace.Segment(startMs: 120, endMs: 60_000, label: "revision 1042 of Tokyo", style: "content"),
        ]),
        RunTrace.Lane(name: "progress bar", segments: [RunTrace.Segment(startMs: 0, endMs: 120, label: "progress bar", style: "progress")]),
    ])

    @Test func theColumnsAreTheMomentsAnyRunChangedAndEachPhoneShowsItsRunThen() {
        let storyboard = StoryboardSVG(runs: [("legacy", Self.legacy), ("new", Self.new)])
        #expect(storyboard.moments == [0, 120])
        #expect(StoryboardSVG.Screen(Self.legacy, at: 120).words == "revision 1042 of Tokyo; an offline banner")
        #expect(StoryboardSVG.Screen(Self.new, at: 0).words == "blank; a progress bar")
        #expect(StoryboardSVG.Screen(Self.new, at: 120).words == "revision 1042 of Tokyo")
        let svg = storyboard.render(caption: "Offline")
        #expect(svg.components(separatedBy: "class=\"phone\"").count - 1 == 4)
        #expect(svg.contains("<title>blank; a progress bar</title>"))
        #expect(svg.contains("class=\"seg-offline\""))
    }

    @Test func longContentWrapsIntoTheScreen() {
        #expect(StoryboardSVG.wrap("the balances of Main (12.5 ETH, 1250.00 DAI)", width: 70) == ["the balances of", "Main (12.5 ETH,", "1250.00 DAI)"])
    }
}
