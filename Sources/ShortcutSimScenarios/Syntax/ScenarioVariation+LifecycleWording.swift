extension ScenarioVariation.Lifecycle {
    /// The lifecycle as a diagnostic names a scenario of it: "an app-delegate scenario".
    var scenarioName: String { self == .scenes ? "a scene-based scenario" : "an app-delegate scenario" }
    /// The lifecycle as a diagnostic names its runs: "app-delegate runs".
    var runsName: String { self == .scenes ? "scene runs" : "app-delegate runs" }
    /// The header line that selects it.
    var headerValue: String { "lifecycle: \(rawValue)" }
}
