@testable import SpecrunKit
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

    /// A content's description is made once, when first asked for, and every thread reading it at
    /// once reads the same words; equal contents compare equal whether or not they share a box.
    @Test func aContentIsDescribedOnceForEveryThread() async {
        let content = Screen.Content(Revision(number: 1042))
        let words = await withTaskGroup(of: String.self) { group in
            for _ in 0..<64 { group.addTask { content.description } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(words == ["revision 1042"])
        #expect(content == Screen.Content(Revision(number: 1042)))
        #expect(content != Screen.Content(Revision(number: 1043)))
        #expect(Screen.Content.blank.description == "blank")
    }
}
