// Shared by every fuzzer in Fuzz/Targets: turns libFuzzer's buffer into Data and stops on a broken promise.
import Foundation

/// The glue between libFuzzer and the entry points in FuzzEntryPoints.swift.
enum FuzzHarness {
    /// The fuzzer's buffer as Data; a null pointer or zero count is the empty input.
    static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// Stops the fuzzer like a crash when the outcome broke a promise, such as a diagnostic outside the file.
    static func require(_ outcome: FuzzOutcome, target: String) {
        guard outcome.violations.isEmpty else {
            fatalError("\(target): " + outcome.violations.joined(separator: "\n"))
        }
    }
}
