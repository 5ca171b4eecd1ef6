import ShortcutSimCore
import ShortcutSimScenarios

/// A trace drawn as a Mermaid `sequenceDiagram` between the participants of a launch: the user, the
/// Home Screen, UIKit, the app delegate, the scene delegate and the app's router.
///
/// Callbacks are arrows from UIKit to a delegate, with return values as `-->>` replies drawn after
/// what the app did inside the callback (its routes, its `shortcutItems`); UIKit's own
/// decisions, states and the router's work are notes; a change of virtual time and every defect are
/// notes across the whole diagram. Only participants the trace uses are declared.
public struct MermaidSequenceDiagram: Hashable, Sendable {
    /// One line of the diagram after the participant declarations.
    public enum Statement: Hashable, Sendable {
        /// `A->>B: text` (a call) or `A-->>B: text` (a reply).
        case message(from: Participant, to: Participant, isReply: Bool, text: String)
        /// `Note over A: text`.
        case note(over: Participant, text: String)
        /// `Note over First,Last: text`, across every declared participant.
        case noteAcross(text: String)
    }

    /// The statements, in trace order.
    public private(set) var statements: [Statement] = []

    /// Draws the events of a trace from index `start` on, with each defect marked after the last event
    /// that shows it, or at the end for defects only the end of a run shows (`lost`, `completion-missing`).
    public init(trace: Trace, defects: [Defect] = [], from start: Int = 0) {
        var builder = Builder()
        for index in trace.indices where index < start {  // the state and the clock where the drawing starts
            let words = trace[index].words
            if words.name == "state", let subject = words.subject { builder.state = subject }
            builder.time = trace[index].time
        }
        let indices = Array(trace.indices.filter { $0 >= start })
        var defectsByEvent: [Int: [Defect]] = [:]
        var trailing: [Defect] = []
        for defect in defects {
            // What only the end of a run shows (a selection never routed, a handler never called) is marked at the end.
            guard let last = defect.events.max(), defect.kind != .lost, defect.kind != .completionMissing else {
                trailing.append(defect)
                continue
            }
            if last >= start { defectsByEvent[last, default: []].append(defect) }
        }
        for (position, index) in indices.enumerated() {
            let next = position + 1 < indices.count ? trace[indices[position + 1]] : nil
            builder.add(trace[index], next: next)
            for defect in defectsByEvent[index] ?? [] { builder.mark(defect) }
        }
        builder.flushReturn()
        for defect in trailing { builder.mark(defect) }
        statements = builder.statements
    }

    /// The participants the statements use, in the fixed order of ``Participant``.
    public var participants: [Participant] {
        var used: Set<Participant> = []
        for statement in statements {
            switch statement {
            case .message(let from, let to, _, _): used.formUnion([from, to])
            case .note(let over, _): used.insert(over)
            case .noteAcross: break
            }
        }
        return Participant.allCases.filter(used.contains)
    }

    /// The identifier a participant has in the diagram's text.
    public static func identifier(for participant: Participant) -> String {
        switch participant {
        case .user: return "User"
        case .homeScreen: return "Home"
        case .uikit: return "UIKit"
        case .appDelegate: return "AppDelegate"
        case .sceneDelegate: return "SceneDelegate"
        case .router: return "Router"
        }
    }

    /// The diagram's source, starting with `sequenceDiagram`, one statement per line, ending in a newline.
    public var text: String {
        let declared = participants.isEmpty ? [Participant.uikit] : participants
        var lines = ["sequenceDiagram"]
        for participant in declared {
            lines.append("    participant \(Self.identifier(for: participant)) as \(participant.displayName)")
        }
        let span = declared.count == 1
            ? Self.identifier(for: declared[0])
            : Self.identifier(for: declared[0]) + "," + Self.identifier(for: declared[declared.count - 1])
        for statement in statements {
            switch statement {
            case .message(let from, let to, let isReply, let text):
                lines.append("    \(Self.identifier(for: from))\(isReply ? "-->>" : "->>")\(Self.identifier(for: to)): \(MermaidText.label(text))")
            case .note(let over, let text):
                lines.append("    Note over \(Self.identifier(for: over)): \(MermaidText.label(text))")
            case .noteAcross(let text):
                lines.append("    Note over \(span): \(MermaidText.label(text))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Turns events into statements, tracking the application state and the virtual time.
    private struct Builder {
        var statements: [Statement] = []
        var state = "notRunning"
        var time = VirtualInstant.start
        var selection: String?
        var handlers: [String: Participant] = [:]
        /// The reply of the last callback, drawn once what the app did inside it has been drawn.
        var pendingReturn: Statement?

        /// What an app does inside a callback: the engine records it right after the callback's
        /// event, so it is drawn before the callback's reply.
        static let effectNames: Set<String> = ["route", "route.unhandled", "app.show", "app.setShortcutItems", "app.completion",
                                               "milestone", "milestone.undone", "app.exit", "app.suspend", "app.drop", "app.crash", "app.launchCrash"]

        /// Draws the reply of the last callback, if it is still to be drawn.
        mutating func flushReturn() {
            if let reply = pendingReturn { statements.append(reply) }
            pendingReturn = nil
        }

        mutating func mark(_ defect: Defect) {
            statements.append(.noteAcross(text: "⚠ defect \(defect.signature) (\(defect.rule))"))
        }

        mutating func add(_ event: TraceEvent, next: TraceEvent?) {
            if event.time != time || !Self.effectNames.contains(event.words.name) { flushReturn() }
            if event.time != time {
                time = event.time
                statements.append(.noteAcross(text: "⏱ \(event.time)"))
            }
            let words = event.words
            let name = words.name
            let subject = words.printedSubject ?? ""  // a type as the trace prints it: `"New note"`
            let shortcut = words.printedValue(of: "shortcut").map { " shortcut=\($0)" } ?? ""
            let selected = selection
            if name == "user.select" { selection = subject } else if name == "state" || name.hasPrefix("user.") { selection = nil }
            switch name {
            case "system.install":
                statements.append(.note(over: .homeScreen, text: "install version \(words.value(of: "version") ?? "1")"))
            case "system.update":
                statements.append(.note(over: .homeScreen, text: "update to version \(words.value(of: "version") ?? "?")"))
            case "system.delete":
                statements.append(.note(over: .homeScreen, text: "delete the app"))
            case "home.menu":
                var text = "menu " + ShortcutTypeSpelling.listWords(subject).joined(separator: ", ")
                if let hidden = words.value(of: "hidden") { text += " · not shown " + ShortcutTypeSpelling.listWords(hidden).joined(separator: ", ") }
                if let rows = words.value(of: "system") { text += " · system rows " + rows.split(separator: ",").joined(separator: ", ") }
                statements.append(.message(from: .homeScreen, to: .user, isReply: true, text: text))
            case "home.menuRow":  // the row's icon by precedence (C1.4), its title on two lines, or one beside a subtitle (C1.3)
                var text = "row \(subject) \"\(words.value(of: "title") ?? "")\""
                if let subtitle = words.value(of: "subtitle") { text += " — \"\(subtitle)\"" }
                text += " · icon \(words.value(of: "icon") ?? EventVocabulary.noIcon) · title on \(words.value(of: "lines") ?? "2") line" + (words.value(of: "lines") == "1" ? "" : "s")
                statements.append(.note(over: .homeScreen, text: text))
            case "home.noMenu":
                statements.append(.message(from: .homeScreen, to: .user, isReply: true, text: "no quick-action menu: no 3D Touch before iOS 13 (E1)"))
            case "system.backgroundLaunch":
                statements.append(.note(over: .homeScreen, text: "an event wakes the app: a silent push, a background fetch, a location update"))
            case "system.kill":
                statements.append(.message(from: .homeScreen, to: .uikit, isReply: false, text: "kill the app for memory"))
            case "state":
                if state == "notRunning", subject != "notRunning" {  // a new process: a cold launch
                    statements.append(.message(from: .homeScreen, to: .uikit, isReply: false,
                                               text: "launch the app" + (selected.map { " with \($0)" } ?? "")))
                }
                statements.append(.note(over: .uikit, text: "state \(subject)"))
                state = subject
            case "uikit.stateRestoration":
                statements.append(.note(over: .uikit, text: "state restoration"))
            case "uikit.didFinishLaunchingNotification":
                statements.append(.note(over: .uikit, text: "didFinishLaunchingNotification" + shortcut))
            case "uikit.launchGate":
                let methods = words.attributes.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                statements.append(.note(over: .uikit, text: "launch gate \(subject) (\(methods))"))
            case "uikit.drop":
                statements.append(.note(over: .uikit, text: "drop \(subject) (\(words.value(of: "reason") ?? "dropped"))"))
            case "app.drop", "app.crash":
                if let method = words.value(of: "in") {  // a crash in a launch method, on the launch options
                    statements.append(.note(over: .appDelegate, text: "✖ crash in \(method): the launch options hold \(subject)"))
                    break
                }
                // One reason at most: the milestones not reached, the newer action that took its place, or the app's own cause.
                let reason = words.value(of: "missing").map { " (" + $0.split(separator: ",").joined(separator: ", ") + " not ready)" }
                    ?? words.printedValue(of: "replacedBy").map { " (replaced by \($0))" }
                    ?? words.value(of: "cause").map { " (\($0))" } ?? ""
                let what = words.name == "app.drop" ? "drop" : "✖ crash handling"
                statements.append(.note(over: .router, text: "\(what) \(subject)\(reason)"))
            case "app.launchCrash":  // the app's own launch work, with no quick action (`launch screen: … crashes`)
                let reached = words.value(of: "with").map { " (" + $0.split(separator: ",").joined(separator: ", ") + " reached)" } ?? ""
                statements.append(.note(over: .appDelegate, text: "✖ crash in \(words.value(of: "in") ?? "launch"): its own launch work\(reached)"))
            case "uikit.deprecated":
                statements.append(.note(over: .uikit, text: "the app relies on \(subject), deprecated on this iOS (\(words.value(of: "rule") ?? ""))"))
            case "app.completion":
                statements.append(.message(from: handlers[subject] ?? .appDelegate, to: .uikit, isReply: true,
                                           text: "completionHandler(\(words.result ?? "")) for \(subject)"))
            case "app.setShortcutItems":
                statements.append(.message(from: .appDelegate, to: .homeScreen, isReply: false,
                                           text: "shortcutItems = " + (subject == ShortcutTypeSpelling.emptyList ? "[]" : ShortcutTypeSpelling.listWords(subject).joined(separator: ", "))))
            case "app.timer" where subject.hasPrefix(DeclarativeApp.mainQueueTimerPrefix):  // a dispatch_async, not a timer
                statements.append(.note(over: .router, text: "next main-queue turn runs \(subject.dropFirst(DeclarativeApp.mainQueueTimerPrefix.count))"))
            case "app.timer":
                statements.append(.note(over: .router, text: "timer \(subject) fires"))
            case "milestone":
                statements.append(.note(over: .router, text: "◆ milestone \(subject)"))
            case "app.exit":
                statements.append(.note(over: .router, text: "exit(0): the process ends"))
            case "app.suspend":
                statements.append(.note(over: .router, text: "suspend: back to the Home Screen"))
            case "milestone.undone":
                statements.append(.note(over: .router, text: "◇ milestone \(subject) undone"))
            case "route":
                statements.append(.note(over: .router, text: "▶ route \(subject) → \(words.result ?? "")"))
            case "route.unhandled":
                statements.append(.note(over: .router, text: "no route for \(subject)"))
            case "app.show":
                statements.append(.note(over: .router, text: "show \(subject)"))
            default:
                addGeneric(words, participant: EventVocabulary.entry(named: name)?.participant, next: next)
            }
        }

        /// User actions, delegate callbacks, and any event a later vocabulary adds.
        private mutating func addGeneric(_ words: EventWords, participant: Participant?, next: TraceEvent?) {
            let name = words.name
            let short = name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
            var label = short
            if let subject = words.printedSubject { label += " " + subject }
            for attribute in words.attributes { label += " \(attribute.key)=\(EventWords.printedValue(attribute))" }
            switch participant {
            case .user:
                let inApp = name == "user.reach" || name == "user.undo"  // the user completes or undoes something inside the app
                statements.append(.message(from: .user, to: inApp ? .router : .homeScreen, isReply: false, text: userText(words)))
                if !inApp { addDelivery(after: words, next: next) }
            case .appDelegate, .sceneDelegate:
                let callee = participant ?? .appDelegate
                if name.hasSuffix(".performAction"), let type = words.printedSubject { handlers[type] = callee }  // who calls its completion handler
                statements.append(.message(from: .uikit, to: callee, isReply: false, text: label))
                if let result = words.result {
                    pendingReturn = .message(from: callee, to: .uikit, isReply: true, text: "return \(result)")
                }
            case .homeScreen, .uikit, .router:
                statements.append(.note(over: participant ?? .uikit, text: label + (words.result.map { " → \($0)" } ?? "")))
            case nil:
                statements.append(.note(over: .uikit, text: words.description))
            }
        }

        /// How the user's action reads: `select Search`, `tap icon`, `open scene Inbox`.
        private func userText(_ words: EventWords) -> String {
            let short = String(words.name.dropFirst("user.".count))
            var spaced = ""
            for character in short {
                if character.isUppercase { spaced += " " + character.lowercased() } else { spaced.append(character) }
            }
            // A title names which item of a shared type the user chose, as performAction's label shows it (C1.2).
            let title = words.attributes.first { $0.key == "title" }.map { " title=\(EventWords.printedValue($0))" } ?? ""
            return spaced + (words.printedSubject.map { " " + $0 } ?? "") + title
        }

        /// The Home Screen hands the user's action to the running app: a resume, an action while
        /// frontmost, a move to the background. A cold launch is drawn at its first `state` event.
        private mutating func addDelivery(after words: EventWords, next: TraceEvent?) {
            guard state != "notRunning" else { return }  // a cold launch: drawn at its first `state` event
            guard let next, let participant = EventVocabulary.entry(named: next.words.name)?.participant,
                  [.uikit, .appDelegate, .sceneDelegate, .router].contains(participant) else { return }
            let subject = words.printedSubject ?? ""
            let resumes = state == "background" || state == "suspended"
            let text: String
            switch words.name {
            case "user.select": text = resumes ? "resume the app with \(subject)" : "quick action \(subject)"
            case "user.tapIcon", "user.unlock": text = resumes ? "resume the app" : "bring the app to the front"
            case "user.goHome", "user.lock": text = "move the app to the background"
            case "user.forceQuit": text = "terminate the app"
            case "system.interrupt": text = "interrupt the app (Control Center, an alert, a call)"
            case "user.openScene": text = "connect scene \(subject)"
            case "user.closeScene": text = "disconnect scene \(subject)"
            default: text = "hand over"
            }
            statements.append(.message(from: .homeScreen, to: .uikit, isReply: false, text: text))
        }
    }
}
