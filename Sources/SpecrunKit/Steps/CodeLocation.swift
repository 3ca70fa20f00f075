/// Where a step definition is written in Swift source, shown in ambiguity errors and the glossary.
///
/// ```swift
/// let location = CodeLocation(file: "ShopSteps/Basket.swift", line: 12)
/// print("defined at \(location)")   // defined at ShopSteps/Basket.swift:12
/// ```
@usableFromInline
package struct CodeLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    @usableFromInline package var file: String
    @usableFromInline package var line: Int

    @usableFromInline package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    @usableFromInline package var description: String { "\(file):\(line)" }
}
