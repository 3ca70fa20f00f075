extension KeyedDecodingContainer {
    /// A fixture's `requestTimeout`: how long an app waits for an answer, more than zero.
    public func decodeRequestTimeout(forKey key: Key) throws -> VirtualDuration {
        try decodePositiveDuration(forKey: key, meaning: "how long the app waits for an answer", example: "30 s")
    }

    /// A fixture's (or `specrun.yml`'s) observation window: how long "eventually" and "should not
    /// see" look after an action, more than zero.
    public func decodeObservationWindow(forKey key: Key) throws -> VirtualDuration {
        try decodePositiveDuration(forKey: key, meaning: #"how long "eventually" and "should not see" look"#, example: "60 s")
    }
}
