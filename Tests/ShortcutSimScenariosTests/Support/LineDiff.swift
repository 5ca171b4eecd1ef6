/// A line diff for failure messages: `  ` a line both texts have, `- ` only the expected text, `+ ` only
/// the actual one, with three lines of context around each change and `…` for the lines left out.
enum LineDiff {
    /// The most cells the longest-common-subsequence table may have; beyond it only the first difference is shown.
    static let maximumCells = 4_000_000

    /// The diff of two texts, line by line; a missing final newline shows as a last empty line.
    static func render(expected: String, actual: String, context: Int = 3) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard (old.count + 1) * (new.count + 1) <= maximumCells else { return firstDifference(old, new) }
        let edits = script(old, new)
        let changed = edits.indices.filter { edits[$0].mark != " " }
        var lines: [String] = []
        var skipped = false
        for index in edits.indices {
            let near = changed.contains { abs($0 - index) <= context }
            if near {
                lines.append("\(edits[index].mark) \(visible(edits[index].line))")
                skipped = false
            } else if !skipped {
                lines.append("  …")
                skipped = true
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line with a trailing space or tab made visible, since a diff cannot show it otherwise.
    private static func visible(_ line: String) -> String {
        guard let last = line.last, last == " " || last == "\t" else { return line }
        return line + "⏎"
    }

    /// The edit script from the longest common subsequence of the two line arrays.
    private static func script(_ old: [String], _ new: [String]) -> [(mark: Character, line: String)] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [(mark: Character, line: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((" ", old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(("-", old[i])); i += 1  // on a tie the expected line goes first, as in a unified diff
            } else {
                edits.append(("+", new[j])); j += 1
            }
        }
        return edits
    }

    /// For texts too long to diff: the first line that differs, in both.
    private static func firstDifference(_ old: [String], _ new: [String]) -> String {
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let expected = index < old.count ? old[index] : "(end of text)"
        let actual = index < new.count ? new[index] : "(end of text)"
        return "first difference at line \(index + 1) (of \(old.count) expected, \(new.count) actual):\n- \(expected)\n+ \(actual)"
    }
}
