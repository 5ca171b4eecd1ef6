/// Text written as a scenario string: in double quotes, with the escapes the scenario tokenizer
/// resolves (`\"`, `\\`, `\n`, `\t`), so it reads back as the same text on one line.
public enum QuotedText {
    /// The text in double quotes, escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
