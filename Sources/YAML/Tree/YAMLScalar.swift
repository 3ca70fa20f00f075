/// A scalar of a YAML document: its text as written (escapes and folding already applied), how it
/// was written, and the value it resolves to under the YAML 1.2 core schema.
///
/// ```swift
/// let scalar = YAMLScalar(text: "0x1F", style: .plain, value: .int(31))
/// if scalar.isPlain, case .int(let number) = scalar.value { print(number) }
/// ```
package struct YAMLScalar: Hashable, Sendable {
    /// How a scalar was written in the source.
    package enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// What a scalar means. Plain scalars resolve by the core schema (`~`, `null` and nothing are
    /// null; `true`/`True`/`TRUE` and the `false` forms are booleans; decimal, `0o` and `0x`
    /// integers; decimal floats, `.inf`, `.nan`); every other scalar is a string unless an
    /// explicit core tag (`!!int`, `!!str`, …) says otherwise. An integer too large for `Int`
    /// resolves to `.double`, its exact digits stay in `text`.
    package enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
    }

    /// The scalar's content: for `"a\tb"` the tab itself, for `0x1F` the four characters.
    package var text: String
    package var style: Style
    package var value: Value

    package init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.value = value
    }

    /// Whether the scalar was written without quotes or block indicators.
    package var isPlain: Bool { style == .plain }
}
