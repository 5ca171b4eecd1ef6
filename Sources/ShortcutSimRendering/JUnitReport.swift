import ShortcutSimCore

/// Renders scenario outcomes as JUnit XML, one test case per scenario, so CI systems show them.
public struct JUnitReport {
    /// One scenario's outcome.
    public struct Case: Sendable {
        /// The scenario file's path.
        public var file: String
        /// The scenario's title, or the file name when it could not be parsed.
        public var title: String
        /// Passed, failed, or invalid (could not be parsed or a step could not happen).
        public var status: Status
        /// The failures or errors, in the order they were found.
        public var diagnostics: [Diagnostic]

        /// Creates a case.
        public init(file: String, title: String, status: Status, diagnostics: [Diagnostic]) {
            self.file = file
            self.title = title
            self.status = status
            self.diagnostics = diagnostics
        }
    }

    /// How a scenario ended.
    public enum Status: Sendable {
        /// Everything held.
        case passed
        /// An expectation or defect check failed: a JUnit `<failure>`.
        case failed
        /// The scenario is invalid: a JUnit `<error>`.
        case invalid
    }

    /// The cases, in run order.
    public var cases: [Case]

    /// Creates a report.
    public init(cases: [Case]) { self.cases = cases }

    /// The XML document.
    public func render() -> String {
        let failures = cases.filter { $0.status == .failed }.count
        let errors = cases.filter { $0.status == .invalid }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"shortcut-sim\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"Scenarios\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for scenario in cases {
            // The folders as a dotted name; `.` and `..` name no folder (`run .` gives `./a.scenario`).
            let className = scenario.file.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }.joined(separator: ".")
            let line = scenario.diagnostics.first.map { " line=\"\($0.location.line)\"" } ?? ""
            xml += "    <testcase classname=\"\(Self.escape(className.isEmpty ? "Scenarios" : className))\" name=\"\(Self.escape(scenario.title))\" file=\"\(Self.escape(scenario.file))\"\(line)"
            guard scenario.status != .passed, let first = scenario.diagnostics.first else {
                xml += "/>\n"
                continue
            }
            let element = scenario.status == .failed ? "failure" : "error"
            let summary = "\(first.location.file):\(first.location.line): \(first.message)"
            let body = scenario.diagnostics.map(\.description).joined(separator: "\n\n")
            xml += ">\n      <\(element) message=\"\(Self.escape(summary))\" type=\"\(element == "failure" ? "expectation" : "invalid-scenario")\">\(Self.escape(body))</\(element)>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Escapes text for XML attributes and content. Control characters are first spelled `\u{1B}` as
    /// diagnostics spell them (``Diagnostic/printable(_:)``); anything else XML 1.0 forbids becomes U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in Diagnostic.printable(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
