/// The entry points of specrun's libFuzzer targets (the executables of `Fuzz/`, built by
/// `scripts/fuzz`): each takes one input of libFuzzer's, checks what must hold of the parser it feeds,
/// and stops the process when something does not. Not for anything but fuzzing.
///
/// ```swift
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt { FuzzTarget.gherkin(data, count) }
/// ```
public enum FuzzTarget {}
