// Fuzz target `info-plist`: bytes as an Info.plist (XML or binary) and as an InfoPlist.strings table.
import Foundation

/// libFuzzer's entry point: one input through FuzzEntryPoint.infoPlist.
@_cdecl("LLVMFuzzerTestOneInput")
public func infoPlistFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.require(FuzzEntryPoint.infoPlist(FuzzHarness.data(bytes, count)), target: "info-plist")
    return 0
}
