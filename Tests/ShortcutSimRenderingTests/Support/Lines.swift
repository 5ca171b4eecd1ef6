/// Collects console output across the closures a `Console` calls.
final class Lines: @unchecked Sendable {
    private var lines: [String] = []

    /// Appends what the console wrote.
    func append(_ line: String) { lines.append(line) }

    /// Everything written, in order.
    var text: String { lines.joined() }
}
