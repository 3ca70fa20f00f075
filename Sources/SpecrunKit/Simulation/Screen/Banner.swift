extension Screen {
    /// A banner across the screen: its kind (offline, warning, error) and its text.
    ///
    /// ```swift
    /// let warning = Screen.Banner(.warning, "Couldn't check for a newer revision")
    /// let maintenance = Screen.Banner("maintenance", "Back at 6 pm")  // a kind the system names
    /// let screen = Screen("Assets", banners: [Screen.Banner(.offline), warning])
    /// screen.showsBanner(.offline)  // true
    /// warning.description           // "a warning banner “Couldn't check for a newer revision”"
    /// ```
    public struct Banner: Hashable, Sendable, CustomStringConvertible {
        /// What a banner tells the user about: `offline`, `warning`, `error`, or a kind a system names
        /// (`Screen.Banner.Kind("maintenance")`).
        public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
            /// The kind's name: `offline`, `warning`, `error`, or the system's own.
            public let rawValue: String

            /// The kind named `rawValue`.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// The kind named `rawValue`: `Screen.Banner.Kind("maintenance")`.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            /// The kind named by the literal: `let kind: Screen.Banner.Kind = "maintenance"`.
            public init(stringLiteral rawValue: String) {
                self.rawValue = rawValue
            }

            /// The kind's name.
            public var description: String { rawValue }

            /// The device has no connection.
            public static let offline = Kind("offline")
            /// Something went wrong, but what is shown may still be used.
            public static let warning = Kind("warning")
            /// Something went wrong, and nothing useful can be shown.
            public static let error = Kind("error")
        }

        /// What the banner tells the user about.
        public var kind: Kind
        /// Its text; empty when the kind says it all.
        public var text: String

        /// A banner of `kind`, with `text` (none by default).
        public init(_ kind: Kind, _ text: String = "") {
            self.kind = kind
            self.text = text
        }

        /// "a warning banner “Couldn't check for a newer revision”", "an offline banner".
        public var description: String { TextBuffer.string(write(to:)) }

        /// Appends the description to `text`: "an offline banner “…”".
        package func write(to text: inout TextBuffer) {
            text += PlainWords.article(for: kind.rawValue)
            text += " "
            text += kind.rawValue
            text += " banner"
            PlainWords.write(quoted: self.text, to: &text)
        }
    }
}

extension Screen {
    /// A timed message at the bottom of the screen, shown until its expiry instant; the app removes
    /// it when the time comes (the wallet's snackbar shows for 4 s).
    ///
    /// ```swift
    /// let snackbar = Screen.Snackbar("No internet connection", expires: VirtualInstant.start + .seconds(4))
    /// let screen = Screen("Assets", snackbar: snackbar)
    /// snackbar.description  // "a snackbar “No internet connection” until 4 s"
    /// ```
    public struct Snackbar: Hashable, Sendable, CustomStringConvertible {
        /// Its message.
        public var text: String
        /// When the app removes it.
        public var expires: VirtualInstant

        /// A snackbar with `text`, until `expires`.
        public init(_ text: String, expires: VirtualInstant) {
            self.text = text
            self.expires = expires
        }

        /// "a snackbar “No internet connection” until 4 s".
        public var description: String {
            "a snackbar" + PlainWords.quoted(text) + " until \(expires)"
        }
    }
}

extension Screen {
    /// An error label on (or near) a text input, such as "Invalid address" on an address field: what
    /// the screen shows, not an `Error` anything throws.
    ///
    /// ```swift
    /// let label = Screen.ErrorLabel(field: "Address", message: "Invalid address")
    /// let screen = Screen("Send", errorLabels: [label])
    /// label.description  // "an error label “Invalid address” on Address"
    /// ```
    public struct ErrorLabel: Hashable, Sendable, CustomStringConvertible {
        /// The input's label, e.g. "Address".
        public var field: String
        /// The label's text.
        public var message: String

        /// An error label reading `message` on the input `field`.
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }

        /// "an error label “Invalid address” on Address".
        public var description: String {
            "an error label" + PlainWords.quoted(message) + " on \(field)"
        }
    }
}

