import Fuzzing

/// libFuzzer's entry point: see `FuzzTarget.cucumberExpression(_:_:)` in specrun's SpecrunFuzzing product.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCucumberExpression(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.cucumberExpression(data, count)
}
