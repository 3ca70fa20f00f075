import Fuzzing

/// libFuzzer's entry point: see `FuzzTarget.tagExpression(_:_:)` in specrun's SpecrunFuzzing product.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTagExpression(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.tagExpression(data, count)
}
