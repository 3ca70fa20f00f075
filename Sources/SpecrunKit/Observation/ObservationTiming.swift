/// When a sight must be seen, relative to the last action, as the step's words say (see
/// `DeviceSession.observe(_:_:)`): "I should see X" (and "I should eventually see X"),
/// "I should see X immediately", "I should still see X", "I should not see X", and "after N
/// seconds I should not see X".
///
/// ```swift
/// let timing = ObservationTiming(rawValue: "eventually")!
/// try session.observe(Sight("content") { $0.content != .blank }, timing)
/// ```
public enum ObservationTiming: String, Hashable, Sendable, CaseIterable {
    /// "I should see X", "I should eventually see X": a synchronizing assertion, as Capybara and
    /// every UI test runner mean it. X shows at some instant from now to the end of the action's
    /// observation window; the clock advances one event at a time until it does, and stops there.
    case eventually
    /// "… immediately": X is on screen at the action's instant, with no virtual time passed.
    case immediately
    /// "I should still see X", "after N seconds I should see X": X is on screen now.
    case now
    /// "I should not see X": X is on screen at no moment from the action to the end of its window
    /// (the clock advances to the window's end).
    case never
    /// "After N seconds I should not see X": X is not on screen now (it may have shown before).
    case goneNow
}
