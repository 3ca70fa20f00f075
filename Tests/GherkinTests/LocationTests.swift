import Testing
@testable import Gherkin

@Test func locationsOrderByLineThenColumn() {
    #expect(Location(line: 1, column: 9) < Location(line: 2, column: 1))
    #expect(Location(line: 3, column: 2) < Location(line: 3, column: 5))
    #expect(!(Location(line: 3, column: 5) < Location(line: 3, column: 5)))
}

@Test func idsCountUpFromZero() {
    var ids = IdGenerator()
    #expect([ids.newId(), ids.newId(), ids.newId()] == ["0", "1", "2"])
}

@Test func numbersAndIdsShareTheCounter() {
    var ids = IdGenerator(startingAt: 9)
    #expect(ids.newNumber() == 9)
    #expect(ids.newId() == "10")
    var reserved = ids.reserve(3)
    #expect(ids.newId() == "14")
    #expect(reserved.newId() == "11")
}

@Test func idsAreTheirNumbersInDecimalThroughEveryCarry() {
    var ids = IdGenerator()
    for number in 0..<12_000 {
        let id = number % 2 == 0 ? ids.newId() : ids.withNewId { String(decoding: $0, as: UTF8.self) }
        #expect(id == String(number))
        if id != String(number) { return }
    }
    var high = IdGenerator(startingAt: 999_999_998)
    #expect([high.newId(), high.newId(), high.newId()] == ["999999998", "999999999", "1000000000"])
    var low = IdGenerator(startingAt: -2)  // below zero no digits are kept: each id is made afresh
    #expect((0..<4).map { _ in low.withNewId { String(decoding: $0, as: UTF8.self) } } == ["-2", "-1", "0", "1"])
}
