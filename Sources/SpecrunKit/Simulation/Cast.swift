/// `value as? Wanted`, sooner when `value`'s static type is exactly `Wanted`: a type equal to the
/// wanted one is the value itself, where the run-time cast looks through the value's layout and
/// conformances each time. Any other case (a subclass, an optional, a bridged or protocol type,
/// an existential) is left to `as?`. An existential passed here is not opened (`Value` is the
/// existential type); `cast(opening:to:)` opens a hashable one first.
@usableFromInline @inline(__always)
func cast<Value, Wanted>(_ value: Value, to wanted: Wanted.Type) -> Wanted? {
    guard Value.self == Wanted.self else { return value as? Wanted }
    return unsafeBitCast(value, to: Wanted.self)
}

/// `value as? Wanted` for a hashable existential (a screen's content, a value compared with it):
/// opened, so that its own type is compared with the wanted one (one comparison of two types),
/// rather than the runtime's dynamic cast from the existential, about 150 instructions.
func cast<Wanted>(opening value: any Hashable, to wanted: Wanted.Type) -> Wanted? {
    opened(value, to: wanted)
}

/// `value`, of its own type now, as `Wanted` (`cast(opening:to:)`).
private func opened<Value: Hashable, Wanted>(_ value: Value, to wanted: Wanted.Type) -> Wanted? {
    cast(value, to: wanted)
}
