extension KeyedDecodingContainer {
    /// Checks that a fixture's `default` names one of its entries, e.g. a profile or a safe.
    public func requireDefault(_ name: String, among names: [String], forKey key: Key, kind: String) throws {
        guard names.contains(name) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "the default \(kind) “\(name)” is not among the \(kind)s: name one of "
                    + names.joined(separator: ", "))
        }
    }
}
