
extension RunSettings {
    /// The observation window a world uses: the command line's or `specrun.yml`'s, else the
    /// system's own (from its fixtures).
    public func observationWindow(default systemWindow: VirtualDuration) -> VirtualDuration {
        observationWindowMs.map(VirtualDuration.milliseconds) ?? systemWindow
    }
}
