import JSON

/// The JSON values a system's bridge sends and reads (the `JSON` module's reader and writer), named
/// here so a bridge needs only `import Adapter`.
public typealias JSONValue = JSON.JSONValue
