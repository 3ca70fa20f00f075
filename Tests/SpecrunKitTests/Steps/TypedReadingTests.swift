@testable import SpecrunKit
import Synchronization
import Testing

/// A step's arguments and a screen's content are read as the type asked for: as a value of exactly
/// that type read without the run-time cast, every other reading (an optional, a superclass, a
/// protocol, `Any`) as `as?` reads it, and a wrong type refused.
@Suite struct TypedReadingTests {
    class Vehicle: @unchecked Sendable {}
    final class Bicycle: Vehicle, @unchecked Sendable {}

    struct Revision: Hashable, Sendable, CustomStringConvertible {
        let number: Int
        var description: String { "revision \(number)" }
    }

    @Test func anArgumentIsReadAsItsTypeOrAsWhatItConformsTo() throws {
        let bicycle = Bicycle()
        let arguments = StepArguments(values: [42, nil, "Tokyo", bicycle])
        let number: Int = try arguments[0]
        #expect(number == 42)
        let optionalNumber: Int? = try arguments[0]
        #expect(optionalNumber == 42)
        let described: any CustomStringConvertible = try arguments[0]
        #expect(described.description == "42")
        let anything: Any = try arguments[2]
        #expect(anything as? String == "Tokyo")
        let vehicle: Vehicle = try arguments[3]
        #expect(vehicle === bicycle)
        let missing: Int? = try arguments[1]  // no value, read as an optional
        #expect(missing == nil)
        #expect(throws: (any Error).self) { let _: Int = try arguments[1] }
        #expect(throws: (any Error).self) { let _: String = try arguments[0] }
        #expect(throws: (any Error).self) { let _: Bicycle = try StepArguments(values: [Vehicle()])[0] }
        #expect(throws: (any Error).self) { let _: Int = try arguments[4] }
    }

    @Test func contentIsReadAsItsTypeAndComparedByItsOwnEquality() {
        let content = Screen.Content(Revision(number: 1042))
        #expect(content.value(as: Revision.self) == Revision(number: 1042))
        #expect(content.value(as: (any CustomStringConvertible).self)?.description == "revision 1042")
        #expect(content.value(as: String.self) == nil)
        #expect(Screen.Content.blank.value(as: Revision.self) == nil)
        #expect(content == Screen.Content(Revision(number: 1042)))
        #expect(content != Screen.Content(Revision(number: 1043)))
        #expect(content != Screen.Content("revision 1042"))  // the same words, another type
        #expect(content != .blank)
    }

    /// A content whose words count how often they are made.
    struct Counted: Hashable, Sendable, CustomStringConvertible {
        final class Tally: Sendable { let made = Atomic(0) }
        let number: Int
        let tally: Tally
        var description: String {
            tally.made.add(1, ordering: .relaxed)
            return "revision \(number)"
        }
        static func == (a: Counted, b: Counted) -> Bool { a.number == b.number }
        func hash(into hasher: inout Hasher) { hasher.combine(number) }
    }

    /// A content's description is made when first asked for, then kept: every later reading, on this
    /// thread or any other at once, reads the same words without making them again; and a content
    /// never described never makes them. Equal contents compare equal whether or not they share a box.
    @Test func aContentIsDescribedOnceWhenFirstAsked() async {
        let tally = Counted.Tally()
        let content = Screen.Content(Counted(number: 1042, tally: tally))
        #expect(tally.made.load(ordering: .relaxed) == 0)
        #expect(content.description == "revision 1042")
        let words = await withTaskGroup(of: String.self) { group in
            for _ in 0..<64 { group.addTask { content.description } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(words == ["revision 1042"])
        #expect(tally.made.load(ordering: .relaxed) == 1)
        #expect(content == Screen.Content(Counted(number: 1042, tally: tally)))
        #expect(content != Screen.Content(Counted(number: 1043, tally: tally)))
        #expect(Screen.Content.blank.description == "blank")
    }
}
