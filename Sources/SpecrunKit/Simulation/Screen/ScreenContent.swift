extension Screen {
    /// The main content a screen shows, as its system defines it: an article at a revision, a safe's
    /// balances, a cached HTTP response. Any `Hashable`, `Sendable` value with plain-words
    /// `description` can be content; `blank` is nothing yet.
    ///
    /// ```swift
    /// struct Greeting: Hashable, Sendable, CustomStringConvertible { var text: String; var description: String { text } }
    /// let screen = Screen("Home", content: Screen.Content(Greeting(text: "Hello")))
    /// screen.content.value(as: Greeting.self)?.text  // "Hello"
    /// ```
    public struct Content: Hashable, Sendable, CustomStringConvertible {
        private let value: Box?

        /// Nothing on the screen yet.
        public static let blank = Screen.Content(box: nil)

        /// Content that is `value`.
        public init<Value: Hashable & Sendable & CustomStringConvertible>(_ value: Value) {
            self.value = Box(value)
        }

        private init(box: Box?) {
            value = box
        }

        /// Whether the screen shows no content.
        public var isBlank: Bool {
            if case .none = value { true } else { false }
        }

        /// The content as `Value`, when it is one.
        public func value<Value>(as type: Value.Type) -> Value? {
            guard let base = value?.base else { return nil }
            return cast(base, to: Value.self)
        }

        /// "revision 1042 of Tokyo", "the balances of Main (12.5 ETH)", "blank".
        public var description: String { value?.description ?? "blank" }

        /// A type-erased content value, compared by its own type's equality, with its description made
        /// once: a screen's content is copied into every screen recorded after it and put in words for
        /// each lane of a trace, so one shared box and one description cost least.
        private final class Box: Hashable, Sendable {
            let base: any Hashable & Sendable & CustomStringConvertible
            let description: String

            init<Value: Hashable & Sendable & CustomStringConvertible>(_ value: Value) {
                base = value
                description = value.description
            }

            static func == (a: Box, b: Box) -> Bool { a === b || a.base.isEqual(to: b.base) }
            func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
        }
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        cast(other, to: Self.self) == self
    }
}
