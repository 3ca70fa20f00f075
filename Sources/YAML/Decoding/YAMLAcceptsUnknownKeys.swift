/// A `Decodable` type whose mappings may hold keys it does not ask about (a bag of settings it
/// passes on, say): ``YAMLDecoder`` reports no unknown keys in the mappings it decodes itself.
/// Dictionaries need not conform: they ask about every key they hold.
///
/// ```swift
/// struct Settings: YAMLAcceptsUnknownKeys { var name: String }
/// let settings = try YAMLDecoder().decode(Settings.self, from: "name: a\nextra: 1", file: "settings.yml")
/// ```
package protocol YAMLAcceptsUnknownKeys: Decodable {}
