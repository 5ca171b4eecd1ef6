import ShortcutSimCore

/// A source behind a rule of the lifecycle reference: Apple documentation, an SDK header, a sample,
/// a peer bug report, or a reading of UIKit itself; with its public address when it has one.
public struct RuleSource: Hashable, Sendable {
    /// The source's name, as the reference's list of main sources spells it.
    public let name: String
    /// Its public address, or nil for sources that have none (SDK headers, decompiled code, seed articles).
    public let url: String?

    /// Creates a source.
    public init(name: String, url: String? = nil) {
        self.name = name
        self.url = url
    }

    /// The source as Markdown: a link when it has an address, plain text otherwise.
    public var markdown: String {
        guard let url else { return MarkdownText.inline(name) }
        return MarkdownText.link(MarkdownText.inline(name), to: url)
    }
}
