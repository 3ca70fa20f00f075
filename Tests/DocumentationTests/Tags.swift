import Testing

extension Tag {
    /// A suite that builds or runs something big (the DocC archives, the Gallery package): the quick
    /// loop (`scripts/quick-test`) skips it; CI runs everything.
    @Tag static var slow: Self
}
