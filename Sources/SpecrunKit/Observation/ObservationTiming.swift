/// When a sight must be seen, relative to the last action, as the step's words say:
/// "should see X" (now), "should see X immediately", "should eventually see X", "should not see X".
public enum ObservationTiming: String, Hashable, Sendable, CaseIterable {
    /// X is on screen now.
    case now
    /// X is on screen now and no virtual time has passed since the action.
    case immediately
    /// X is on screen at some instant from now to the end of the action's observation window
    /// (the clock advances, one event at a time, until it is).
    case eventually
    /// X is on screen at no moment from the action to the end of its window (the clock advances
    /// to the window's end).
    case never
}
