/// `value as? Wanted`, sooner when `value` is exactly a `Wanted`: passed as an existential, it is
/// opened (its dynamic type is `Value`), and a type equal to the wanted one is the value itself,
/// where the run-time cast looks through the existential's layout and conformances each time.
/// Any other case (a subclass, an optional, a bridged or protocol type) is left to `as?`.
@usableFromInline @inline(__always)
func cast<Value, Wanted>(_ value: Value, to wanted: Wanted.Type) -> Wanted? {
    guard Value.self == Wanted.self else { return value as? Wanted }
    return unsafeBitCast(value, to: Wanted.self)
}
