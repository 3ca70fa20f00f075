/// The ids of the syntax-tree nodes a pickle or a pickle step is made from: the scenario's (or the
/// step's), then, for an outline, the examples row's. Never more than two, so they are kept in
/// place rather than in an array of their own: each pickle and each pickle step a run compiles
/// allocated one.
///
/// ```swift
/// let ids: AstNodeIds = ["12", "40"]  // an outline row's step: the step's id, then the row's
/// ids.count                            // 2
/// ids.first                            // "12"
/// Array(ids)                           // ["12", "40"]
/// ```
@usableFromInline
package struct AstNodeIds: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The scenario's or step's id; nil only when there is none at all.
    @usableFromInline var node: Optional<String>
    /// The examples row's id, for an outline's pickle and its steps.
    @usableFromInline var row: Optional<String>

    /// The id of `node`, and of the examples `row` for an outline.
    @inlinable package init(_ node: String, row: String? = nil) {
        self.node = node
        self.row = row
    }

    /// No ids (a pickle made for an exploration, from no document).
    @inlinable package init() {
        node = nil
        row = nil
    }

    /// At most two ids: the node's, then the row's.
    @inlinable package init(arrayLiteral ids: String...) {
        precondition(ids.count <= 2, "a pickle or step comes from its node and at most one examples row")
        node = ids.first
        row = ids.count == 2 ? ids[1] : nil
    }

    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int {
        if case .none = node { 0 } else if case .none = row { 1 } else { 2 }
    }

    @inlinable package subscript(position: Int) -> String {
        precondition(position >= 0 && position < endIndex, "an id out of range")
        return position == 0 ? node.unsafelyUnwrapped : row.unsafelyUnwrapped
    }
}
