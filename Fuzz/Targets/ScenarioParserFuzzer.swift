// Fuzz target `scenario-parser`: bytes as a scenario file, parsed, run, and the trace rendered.
import Foundation
import ShortcutSimRendering

/// libFuzzer's entry point: one input through FuzzEntryPoint.scenario, then the trace renderers.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let outcome = FuzzEntryPoint.scenario(FuzzHarness.data(bytes, count))
    FuzzHarness.require(outcome, target: "scenario-parser")
    for result in outcome.results {
        _ = TraceJSONLines.render(result.trace)
        _ = MermaidSequenceDiagram(trace: result.trace, defects: result.defects).text
    }
    return 0
}
