import Testing

extension Tag {
    /// A suite that takes long (hostile input, determinism, crash safety, end-to-end matrices): the
    /// quick loop (`scripts/quick-test`) skips it; CI runs everything.
    @Tag static var slow: Self
}
