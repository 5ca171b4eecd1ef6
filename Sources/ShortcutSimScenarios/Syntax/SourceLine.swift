import ShortcutSimCore

/// One line of a scenario file: its indentation and its content without the comment.
public struct SourceLine: Sendable {
    /// The line number, from 1.
    public let number: Int
    /// The file the line belongs to.
    public let file: String
    /// The line's characters, comment included.
    public let characters: [Character]
    /// How many spaces or tabs start the line.
    public let indentation: Int
    /// The index of the first character after the content: a `#` comment or trailing space starts here.
    public let contentEnd: Int

    /// Splits a line into indentation, content and comment. A `#` starts a comment at the start
    /// of the content or after white space, outside quotes.
    public init<Text: StringProtocol>(number: Int, text: Text, file: String) {
        self.number = number
        self.file = file
        characters = Array(text)
        indentation = characters.prefix { $0 == " " || $0 == "\t" }.count
        var end = characters.count
        var inQuotes = false
        var index = indentation
        while index < characters.count {
            let character = characters[index]
            if inQuotes {
                if character == "\\" { index += 1 } else if character == "\"" { inQuotes = false }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "#", index == indentation || characters[index - 1] == " " || characters[index - 1] == "\t" {
                end = index
                break
            }
            index += 1
        }
        while end > indentation, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        contentEnd = end
    }

    /// Whether the line holds nothing but white space and a comment.
    public var isBlank: Bool { contentEnd <= indentation }

    /// The content: the line without indentation, comment and trailing white space.
    public var content: String { String(characters[indentation..<max(indentation, contentEnd)]) }

    /// The location of a column (counted from 1).
    public func location(column: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: column)
    }

    /// The location of the content's first character.
    public var contentLocation: SourceLocation { location(column: indentation + 1) }
}
