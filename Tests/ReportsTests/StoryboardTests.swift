import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The storyboard of a scenario: a phone per moment the screen changed in any run, a row per set of
/// algorithms that saw the same screens, each phone showing that run's screen at that moment, every
/// word whole.
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
        let storyboard = StoryboardSVG(rows: [(["legacy"], Self.legacy), (["new", "new-python"], Self.new)])
        #expect(storyboard.moments == [0, 120])
        #expect(StoryboardSVG.Screen(Self.legacy, at: 120).words == "revision 1042 of Tokyo; an offline banner")
        #expect(StoryboardSVG.Screen(Self.new, at: 0).words == "blank; a progress bar")
        #expect(StoryboardSVG.Screen(Self.new, at: 120).words == "revision 1042 of Tokyo")
        let svg = storyboard.render(caption: "Offline")
        #expect(svg.components(separatedBy: "<g class=\"phone\">").count - 1 == 4)
        #expect(svg.contains("<title>blank; a progress bar</title>"))
        #expect(svg.contains("class=\"seg-offline\""))
        // Each name of a row on a line of its own, none cut.
        #expect(svg.contains(">new</text>") && svg.contains(">new-python</text>"))
        #expect(!svg.contains("…"))
    }

    @Test func aLongLabelWrapsOnItsShapeAndThePhonesGrowToHoldIt() throws {
        let long = RunTrace(endMs: 1000, lanes: [
            RunTrace.Lane(name: "content", segments: [RunTrace.Segment(startMs: 0, endMs: 1000,
                label: "Assets screen showing the balances of Main (12.5 ETH, 1250.00 DAI, 300.00 USDC, 4.2 GNO, 17 COW, 3 SAFE)", style: "content")]),
            RunTrace.Lane(name: "banners", segments: [RunTrace.Segment(startMs: 0, endMs: 1000,
                label: "an offline banner “The Internet connection appears to be offline”", style: "offline")]),
            RunTrace.Lane(name: "snackbar", segments: [RunTrace.Segment(startMs: 0, endMs: 1000, label: "No internet connection", style: "snackbar")]),
        ])
        let short = StoryboardSVG(rows: [(["a"], Self.new)]).render(caption: "short")
        let svg = StoryboardSVG(rows: [(["a"], long)]).render(caption: "long")
        #expect(!svg.contains("…"))
        for word in ["offline", "appears", "Internet", "GNO,", "SAFE)", "connection"] { #expect(svg.contains(word)) }
        let banner = try #require(svg.firstMatch(of: /<g class="label-box"><rect [^>]*height="([0-9.]+)" class="seg-offline"\/>((?:<text[^>]*>[^<]*<\/text>)+)<\/g>/))
        #expect(banner.2.components(separatedBy: "<text").count - 1 >= 2, "the banner's words wrap onto several lines")
        func height(_ svg: String) -> Double {
            svg.firstMatch(of: /<rect [^>]*height="([0-9.]+)" rx="11" class="phone-body"/).flatMap { Double($0.1) } ?? 0
        }
        #expect(height(short) > 0)
        #expect(height(svg) > height(short))
    }

    @Test func theTimeAxisLabelsOnlyTheMomentsWhoseLabelsFitSideBySide() {
        let moments = stride(from: 0, through: 600_000, by: 10_000).map { $0 }
        let scale = TimelineSVG.TimeScale(moments: moments, left: 128, right: 748)
        let width = { (moment: Int) in TextWidth.of(TimelineSVG.duration(moment), size: 11) }
        let labelled = scale.labelledMoments(width: width)
        #expect(labelled.first == 0 && labelled.last == 600_000)
        for (a, b) in zip(labelled, labelled.dropFirst()) {
            let left = a == 0 ? scale.x(a) + width(a) : scale.x(a) + width(a) / 2
            let right = b == 600_000 ? scale.x(b) - width(b) : scale.x(b) - width(b) / 2
            #expect(right - left >= 8, "\(TimelineSVG.duration(a)) and \(TimelineSVG.duration(b)) overlap")
        }
    }
}
