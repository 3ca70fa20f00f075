import Fuzzing

/// libFuzzer's entry point: see `FuzzTarget.gherkin(_:_:)` in specrun's SpecrunFuzzing product.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGherkin(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.gherkin(data, count)
}
