import JSON
import Testing

@Test func anArrayIsTruncatedFromTheEndKeepingItsRoom() {
    var values = [1, 2, 3, 4]
    values.reserveCapacity(64)
    let room = values.capacity
    values.truncate(to: 5)
    #expect(values == [1, 2, 3, 4])
    values.truncate(to: 1)
    #expect(values == [1])
    values.truncate(to: 0)
    #expect(values.isEmpty && values.capacity == room)
}
