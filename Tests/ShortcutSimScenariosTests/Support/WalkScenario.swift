/// The scenario text of a random walk: two static items with routes, the app's settings and the
/// walk's steps, after the given headers.
enum WalkScenario {
    static func text(title: String, headers: [String], settings: [String], steps: [String],
                     routes: String = "Search -> SearchPage, Compose -> Composer") -> String {
        var lines = ["scenario: \(title)"] + headers + ["", "shortcuts:", "  static Search \"Search\"", "  static Compose \"Compose\"", "", "app:"]
        lines += settings.map { "  " + $0 } + ["  routes: " + routes, "", "steps:"]
        lines += steps.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
