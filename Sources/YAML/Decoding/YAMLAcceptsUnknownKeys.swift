/// A `Decodable` type whose mappings may hold keys it does not ask about (a bag of settings it
/// passes on, say): ``YAMLDecoder`` reports no unknown keys in the mappings it decodes itself.
/// Dictionaries need not conform: they ask about every key they hold.
public protocol YAMLAcceptsUnknownKeys: Decodable {}
