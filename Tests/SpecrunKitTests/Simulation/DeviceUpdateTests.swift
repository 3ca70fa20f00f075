import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Suite struct DeviceUpdateTests {
    static func cells(_ count: Int) -> Screen {
        Screen("Gallery", content: Screen.Content("\(count) photos"))
    }

    @Test func screensShownInOneUpdateAreOneMomentOfTheTimeline() {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        let before = device.timeline.entries.count
        device.update {
            for count in 1...100 {
                device.show(Self.cells(count))
                #expect(device.screen == Self.cells(count), "the app reads what it has shown so far")
            }
        }
        #expect(device.timeline.entries.count == before + 1)
        #expect(device.timeline.current == Self.cells(100))
    }

    @Test func anUpdateInsideAnUpdateEndsWithTheOuterOne() {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        device.update {
            device.show(Self.cells(1))
            device.update { device.show(Self.cells(2)) }
            #expect(device.timeline.current != Self.cells(2))
            device.show(Self.cells(3))
        }
        #expect(device.timeline.entries.map(\.screen).suffix(1) == [Self.cells(3)])
    }

    @Test func anUpdateThatChangesNothingRecordsNothing() {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        device.show(Self.cells(1))
        let entries = device.timeline.entries
        device.update { device.show(Self.cells(1)) }
        #expect(device.timeline.entries == entries)
    }
}
