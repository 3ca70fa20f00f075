import Synchronization

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
            return cast(opening: base, to: Value.self)  // every look at a screen asks it
        }

        /// "revision 1042 of Tokyo", "the balances of Main (12.5 ETH)", "blank".
        public var description: String { value?.description ?? "blank" }

        /// A type-erased content value, compared by its own type's equality: a screen's content is
        /// copied into every screen recorded after it, so it is one shared box (copied as one
        /// reference, compared at once when it is the same box). Its description is made the first
        /// time it is asked for and kept: a trace puts every screen's content in words, and a run
        /// that draws no trace never does.
        private final class Box: Hashable, Sendable {
            let base: any Hashable & Sendable & CustomStringConvertible
            /// The description once made, published once and read without a lock (a content may be
            /// shared by threads); two threads asking first may both make it, and one is kept.
            private let words = Atomic<Unmanaged<Words>?>(nil)

            private final class Words: Sendable {
                let text: String

                init(_ text: String) {
                    self.text = text
                }
            }

            init<Value: Hashable & Sendable & CustomStringConvertible>(_ value: Value) {
                base = value
            }

            deinit {
                words.load(ordering: .acquiring)?.release()
            }

            var description: String {
                if let made = words.load(ordering: .acquiring) { return made.takeUnretainedValue().text }
                let made = Unmanaged.passRetained(Words(base.description))
                let (stored, other) = words.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
                if !stored, let other {  // another thread published its words first
                    made.release()
                    return other.takeUnretainedValue().text
                }
                return made.takeUnretainedValue().text
            }

            static func == (a: Box, b: Box) -> Bool { a === b || a.base.isEqual(to: b.base) }
            func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
        }
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        cast(opening: other, to: Self.self) == self
    }
}
