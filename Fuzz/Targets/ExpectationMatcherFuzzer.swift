// Fuzz target `expectation-matcher`: bytes as the expect:, expect exactly: and defects: sections of a
// fixed valid scenario, parsed, run and matched (the input format is in FuzzEntryPoint.expectations).
import Foundation

/// libFuzzer's entry point: one input through FuzzEntryPoint.expectations.
@_cdecl("LLVMFuzzerTestOneInput")
public func expectationMatcherFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.require(FuzzEntryPoint.expectations(FuzzHarness.data(bytes, count)), target: "expectation-matcher")
    return 0
}
