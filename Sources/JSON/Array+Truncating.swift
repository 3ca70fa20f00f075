extension Array {
    /// Removes the elements after the first `count`, one by one from the end, keeping the array's
    /// room. `removeSubrange` and `removeAll(keepingCapacity:)` go through `replaceSubrange`'s
    /// general path, which costs more than the few elements a parser's rule or a writer's row
    /// usually takes off (about 60 instructions a call against 10 an element).
    ///
    /// ```swift
    /// var lines = [1, 2, 3, 4]
    /// lines.truncate(to: 1)  // [1]
    /// ```
    @inlinable
    package mutating func truncate(to count: Int) {
        while self.count > count { removeLast() }
    }
}
