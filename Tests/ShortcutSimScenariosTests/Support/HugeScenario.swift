/// A valid scenario of several megabytes, generated at test time so no huge file is checked in:
/// `blocks` times a select, a go home, and `paddingLines` 100-character comment lines.
struct HugeScenario {
    /// How many select / go home blocks the steps repeat.
    let blocks: Int
    /// How many comment lines follow each block's two steps.
    let paddingLines: Int

    /// The lines before the steps: a title, one shortcut with its route, and an expectation counting the routes.
    var header: [String] {
        [
            "scenario: A huge generated file",
            "shortcuts:",
            "  static Search \"Search\"",
            "app:",
            "  routes: Search -> SearchPage",
            "expect:",
            "  count \(blocks): route Search -> SearchPage",
            "steps:",
        ]
    }

    /// One block of steps: a select, a go home, and the padding.
    var block: [String] {
        ["  select Search", "  go home"] + Array(repeating: "  # " + String(repeating: "padding ", count: 12), count: paddingLines)
    }

    /// The whole text, every line ended by a newline.
    var text: String {
        var text = header.joined(separator: "\n") + "\n"
        let block = self.block.joined(separator: "\n") + "\n"
        text.reserveCapacity(text.utf8.count + block.utf8.count * blocks)
        for _ in 0..<blocks { text += block }
        return text
    }

    /// How many lines ``text`` has.
    var lineCount: Int { header.count + block.count * blocks }
}
