import Fuzzing

/// libFuzzer's entry point: see `FuzzTarget.yaml(_:_:)` in specrun's SpecrunFuzzing product.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.yaml(data, count)
}
