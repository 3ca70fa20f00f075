/// Where a step definition is written in Swift source, shown in ambiguity errors and the glossary.
///
/// ```swift
/// let location = CodeLocation(file: "ShopSteps/Basket.swift", line: 12)
/// print("defined at \(location)")   // defined at ShopSteps/Basket.swift:12
/// ```
public struct CodeLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
