import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios
import Testing

@Suite("Mermaid sequence diagrams")
struct MermaidDiagramTests {
    @Test("every scenario's diagram is valid sequenceDiagram syntax", arguments: Repository.scenarioFiles)
    func scenarioDiagramIsValid(_ file: String) throws {
        let documented = try Repository.documented(file)
        let text = ScenarioPage.diagramLines(for: documented).joined(separator: "\n") + "\n"
        #expect(MermaidSyntaxChecker.problems(in: text) == [], "\(file)\n\(text)")
        let page = ScenarioPage.render(documented)
        let blocks = MermaidSyntaxChecker.mermaidBlocks(in: page)
        #expect(blocks == [text])
    }

    @Test("the library has scenarios to draw")
    func libraryIsNotEmpty() {
        #expect(!Repository.scenarioFiles.isEmpty)
    }

    @Test("every diagram of ordering.md is valid, one or more per situation")
    func orderingDiagramsAreValid() {
        let page = OrderingPage.render()
        let blocks = MermaidSyntaxChecker.mermaidBlocks(in: page)
        #expect(blocks.count >= OrderingSituation.all.count)
        for block in blocks {
            #expect(MermaidSyntaxChecker.problems(in: block) == [], "\(block)")
        }
    }

    @Test("A2.2 what the app does inside a launch method is drawn before the method's reply; a later event flushes it")
    func workInsideCallbackPrecedesReply() {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .select(type: "Search")))
        trace.append(TraceEvent(time: .start, kind: .state(.inactive)))
        trace.append(TraceEvent(time: .start, kind: .didFinishLaunching(shortcut: "Search", returned: false)))
        trace.append(TraceEvent(time: .start, kind: .route(type: "Search", destination: "SearchPage")))
        trace.append(TraceEvent(time: .start, kind: .state(.active)))
        let lines = MermaidSequenceDiagram(trace: trace).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let call = lines.firstIndex { $0.hasPrefix("UIKit->>AppDelegate: didFinishLaunching") }
        let route = lines.firstIndex { $0.contains("▶ route Search") }
        let reply = lines.firstIndex { $0 == "AppDelegate-->>UIKit: return false" }
        let active = lines.firstIndex { $0.contains("state active") }
        #expect(call != nil && route != nil && reply != nil && active != nil, "\(lines)")
        if let call, let route, let reply, let active {
            #expect(call < route && route < reply && reply < active, "expected call, route, reply, state active in that order:\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test("C1.2 a selection by title draws its title, as the performAction that receives the item does")
    func selectionByTitleDrawsTheTitle() {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .select(type: "Favorite", title: "Bob Smith")))
        trace.append(TraceEvent(time: .start, kind: .state(.inactive)))
        trace.append(TraceEvent(time: .start, kind: .performAction(type: "Favorite", delivery: 1, title: "Bob Smith")))
        let lines = MermaidSequenceDiagram(trace: trace).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("User->>Home: select Favorite title='Bob Smith'") && lines.contains("UIKit->>AppDelegate: performAction Favorite title='Bob Smith'"),
                "expected the select message and the performAction call both to name Bob Smith's item by its title; got:\n\(lines.joined(separator: "\n"))")
    }

    @Test("labels with characters Mermaid chokes on are made safe")
    func unsafeCharactersAreReplaced() {
        let nasty = "A;B#1<x>{y}\"z\"\nnext%%"
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .select(type: nasty)))
        trace.append(TraceEvent(time: .start, kind: .state(.inactive)))
        trace.append(TraceEvent(time: .start, kind: .willFinishLaunching(shortcut: nasty, returned: true)))
        trace.append(TraceEvent(time: VirtualInstant(millisecondsSinceStart: 1500), kind: .route(type: nasty, destination: "Page->Detail")))
        let defect = Defect(kind: .twice, shortcutType: nasty, rule: "A2.7", message: "twice", events: [3])
        let text = MermaidSequenceDiagram(trace: trace, defects: [defect]).text
        #expect(MermaidSyntaxChecker.problems(in: text) == [], "\(text)")
        #expect(text.contains("⚠ defect twice"))
        #expect(text.contains("(A2.7)"))
        #expect(text.contains("⏱ 1.500s"))
        for character in ["#", ";", "<", "{", "}", "\""] { #expect(!text.contains(character)) }
    }

    @Test("only the participants a trace uses are declared, in a fixed order")
    func participantsAreThoseUsed() {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .install(version: 1)))
        trace.append(TraceEvent(time: .start, kind: .milestone(name: "root")))
        let diagram = MermaidSequenceDiagram(trace: trace)
        #expect(diagram.participants == [.homeScreen, .router])
        #expect(diagram.text.hasPrefix("sequenceDiagram\n    participant Home as Home Screen\n    participant Router as App router\n"))
    }

    @Test("callbacks are arrows from UIKit with their return values as replies")
    func callbacksAndReplies() {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .didFinishLaunching(shortcut: "Search", returned: false)))
        let text = MermaidSequenceDiagram(trace: trace).text
        #expect(text.contains("    UIKit->>AppDelegate: didFinishLaunching shortcut=Search\n"))
        #expect(text.contains("    AppDelegate-->>UIKit: return false\n"))
    }

    @Test("a block dispatched to the main queue is drawn as the next turn running it, not as a timer firing")
    func mainQueueTurn() {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .timer(name: "storage")))
        trace.append(TraceEvent(time: .start, kind: .timer(name: "mainQueue.handleAction")))
        let text = MermaidSequenceDiagram(trace: trace).text
        #expect(text.contains("    Note over Router: timer storage fires\n") && text.contains("    Note over Router: next main-queue turn runs handleAction\n"),
                "expected the milestone's timer to fire and the main-queue block to run on the next turn, found:\n\(text)")
    }

    @Test("the checker rejects what would break a diagram")
    func checkerRejectsBrokenDiagrams() {
        let valid = "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>B: hello\n    Note over A,B: done\n"
        #expect(MermaidSyntaxChecker.problems(in: valid) == [])
        let broken = [
            "graph TD\n    A-->B\n",
            "sequenceDiagram\n    participant A as Alpha\n    A->>B: undeclared\n",
            "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>B: semi;colon\n",
            "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>B: <b>html</b>\n",
            "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>B: \n",
            "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>B: fine\n    participant C as Late\n",
            "sequenceDiagram\n    participant A as Alpha\n    participant B as Beta\n    A->>A: B never used\n",
            "sequenceDiagram\n    participant end as End\n    end->>end: keyword\n",
        ]
        for text in broken { #expect(!MermaidSyntaxChecker.problems(in: text).isEmpty, "\(text)") }
    }

    @Test("the README shows the seed 003 diagram as the engine draws it")
    func readmeDiagramMatchesTheEngine() throws {
        let readme = try Repository.text("README.md")
        let documented = try Repository.documented("seeds/003-wait-for-tab-bar.scenario")
        let diagram = ScenarioPage.diagramLines(for: documented).joined(separator: "\n") + "\n"
        #expect(MermaidSyntaxChecker.mermaidBlocks(in: readme).contains(diagram),
                "copy the diagram of docs/scenarios/seeds/003-wait-for-tab-bar.md into the README's mermaid block")
    }
}
