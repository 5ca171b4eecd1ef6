extension InfoPlistDecoder {
    /// The element tree of an XML file with the line:column of every start tag, or its first flaw.
    ///
    /// A light scan, not a validating parser: it knows comments, CDATA, processing instructions,
    /// the DOCTYPE, tags with quoted attributes and the predefined entities, which is all a plist uses.
    struct XMLOutline {
        /// An element: its name, where its start tag's `<` is, its child elements and its text.
        struct Element {
            /// The tag name, such as `dict`.
            var name: String
            /// The position of the `<` of its start tag.
            var location: SourceLocation
            /// The child elements, in order.
            var children: [Element] = []
            /// The text directly inside it, entities decoded.
            var text = ""

            /// The `<key>` children of a `<dict>`, each with the element after it.
            var pairs: [(key: Element, value: Element?)] {
                children.indices.compactMap { index in
                    guard children[index].name == "key" else { return nil }
                    let next = children.indices.contains(index + 1) ? children[index + 1] : nil
                    return (children[index], next?.name == "key" ? nil : next)
                }
            }
        }

        /// The first malformed construct: where it is and what is wrong.
        struct Problem {
            /// Where the scan stopped.
            var location: SourceLocation
            /// What is wrong, as a diagnostic note.
            var message: String
        }

        /// The document: a nameless element whose children are the top-level elements.
        let document: Element
        /// The first flaw found, if any; the tree is then incomplete.
        let problem: Problem?

        /// Scans `text`, locating positions in `file`.
        init(text: String, file: String) {
            var scanner = XMLScanner(text: text, file: file)
            (document, problem) = scanner.scan()
        }

        /// The first `<dict>` whose children are not `<key>` and value pairs, in document order: a value
        /// with no `<key>` before it (a deleted key line), or a `<key>` with no value after it. Foundation
        /// rejects both, naming the line where it noticed, often the end of the enclosing dictionary.
        var unpairedDictionaryEntry: Problem? {
            var pending = [document]
            while let element = pending.popLast() {
                if element.name == "dict" {
                    var index = 0
                    while index < element.children.count {
                        let key = element.children[index]
                        guard key.name == "key" else {
                            return Problem(location: key.location, message: "<\(key.name)> in the <dict> opened at \(Self.position(element.location)) has no <key> before it; a dictionary holds <key> and value pairs")
                        }
                        guard index + 1 < element.children.count, element.children[index + 1].name != "key" else {
                            return Problem(location: key.location, message: "<key>\(key.text)</key> has no value after it; a dictionary holds <key> and value pairs")
                        }
                        index += 2
                    }
                }
                pending.append(contentsOf: element.children.reversed())
            }
            return nil
        }

        private static func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

        /// The element inside `<plist>`, the top-level value of a property list; nil when there is none or the scan found a flaw.
        var topLevel: Element? {
            guard problem == nil else { return nil }
            return document.children.first { $0.name == "plist" }?.children.first
        }
    }

    /// The character-by-character scanner behind ``XMLOutline``.
    private struct XMLScanner {
        typealias Element = XMLOutline.Element
        typealias Problem = XMLOutline.Problem

        /// Where the scan is in the text, and its line and column.
        private var cursor: TextCursor
        /// The open elements, the document first; never deeper than ``maximumElementDepth``.
        private var stack: [Element]
        /// How many of the open elements are `<array>` or `<dict>`; never more than ``InfoPlistDecoder/maximumNesting``.
        private var openCollections = 0

        /// The deepest nesting of elements of any name: the collections, `<plist>` and a value, with room to spare.
        ///
        /// Keeps the tree, which is built and freed recursively, shallow whatever the file holds.
        static let maximumElementDepth = InfoPlistDecoder.maximumNesting + 8

        init(text: String, file: String) {
            cursor = TextCursor(text: text, file: file)
            stack = [Element(name: "", location: SourceLocation(file: file, line: 1, column: 1))]
        }

        /// Builds the tree, stopping at the first flaw.
        mutating func scan() -> (Element, Problem?) {
            while let character = cursor.current {
                if character == "<" {
                    if let problem = scanMarkup() { return (stack[0], problem) }
                } else {
                    append(character)
                }
            }
            if let open = stack.last, stack.count > 1 {
                return (stack[0], Problem(location: cursor.location, message: "unexpected end of file: <\(open.name)> opened at \(Self.position(open.location)) is not closed"))
            }
            return (stack[0], nil)
        }

        private static func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

        /// Scans the markup starting at a `<`; returns the flaw, if any.
        private mutating func scanMarkup() -> Problem? {
            let start = cursor.location
            if cursor.lookingAt("<!--") {
                return skip(past: "-->") ? nil : Problem(location: start, message: "comment is not closed")
            }
            if cursor.lookingAt("<![CDATA[") {
                cursor.advance(by: 9)
                guard let content = read(until: "]]>") else { return Problem(location: start, message: "CDATA section is not closed") }
                stack[stack.count - 1].text += content
                return nil
            }
            if cursor.lookingAt("<?") {
                return skip(past: "?>") ? nil : Problem(location: start, message: "processing instruction is not closed")
            }
            if cursor.lookingAt("<!") {
                return skipDeclaration() ? nil : Problem(location: start, message: "declaration <! is not closed")
            }
            return cursor.lookingAt("</") ? scanEndTag(at: start) : scanStartTag(at: start)
        }

        /// Scans `<name ...>` or `<name .../>`.
        private mutating func scanStartTag(at start: SourceLocation) -> Problem? {
            cursor.advance()
            guard let tag = readTag(), !tag.name.isEmpty else {
                return Problem(location: start, message: "tag starting here is not a complete start tag")
            }
            let element = Element(name: tag.name, location: start)
            if tag.selfClosing {
                stack[stack.count - 1].children.append(element)
                return nil
            }
            let limit = InfoPlistDecoder.maximumNesting
            if Self.isCollection(tag.name) {
                guard openCollections < limit else {
                    return Problem(location: start, message: "arrays and dictionaries nest more than \(limit) levels deep here (this <\(tag.name)> is level \(limit + 1)); a property list allows at most \(limit)")
                }
                openCollections += 1
            }
            guard stack.count <= Self.maximumElementDepth else {
                return Problem(location: start, message: "elements nest more than \(Self.maximumElementDepth) levels deep here; a property list nests at most \(limit) arrays and dictionaries")
            }
            stack.append(element)
            return nil
        }

        /// Scans `</name>`, which must close the innermost open element.
        private mutating func scanEndTag(at start: SourceLocation) -> Problem? {
            cursor.advance(by: 2)
            guard let tag = readTag() else { return Problem(location: start, message: "end tag </ is not closed") }
            guard stack.count > 1, let open = stack.last else {
                return Problem(location: start, message: "end tag </\(tag.name)> has no matching start tag")
            }
            guard open.name == tag.name else {
                return Problem(location: start, message: "end tag </\(tag.name)> does not match <\(open.name)> opened at \(Self.position(open.location))")
            }
            let closed = stack.removeLast()
            if Self.isCollection(closed.name) { openCollections -= 1 }
            stack[stack.count - 1].children.append(closed)
            return nil
        }

        /// Whether an element is one level of property-list nesting.
        private static func isCollection(_ name: String) -> Bool { name == "array" || name == "dict" }

        /// Reads a tag's name and attributes up to and including `>`; nil if the file ends first.
        private mutating func readTag() -> (name: String, selfClosing: Bool)? {
            var name = ""
            while let character = cursor.current, !character.isWhitespace, character != "/", character != ">" {
                name.append(character)
                cursor.advance()
            }
            var quote: Character?
            var selfClosing = false
            while let character = cursor.current {
                cursor.advance()
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == ">" {
                    return (name, selfClosing)
                } else if character == "\"" || character == "'" {
                    quote = character
                }
                selfClosing = quote == nil && character == "/"
            }
            return nil
        }

        /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets.
        private mutating func skipDeclaration() -> Bool {
            var depth = 0
            var quote: Character?
            while let character = cursor.current {
                cursor.advance()
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth -= 1
                } else if character == ">", depth <= 0 {
                    return true
                }
            }
            return false
        }

        /// Appends `character`, the one at the cursor, to the innermost open element, decoding an entity at `&`.
        private mutating func append(_ character: Character) {
            let text = character == "&" ? readEntity() ?? "&" : String(character)
            stack[stack.count - 1].text += text
            cursor.advance()
        }

        /// Decodes the entity at the `&` about to be consumed, leaving the cursor on its `;`.
        private mutating func readEntity() -> String? {
            let characters = cursor.characters, index = cursor.index
            guard let end = characters[index...].prefix(12).firstIndex(of: ";") else { return nil }
            let name = String(characters[(index + 1)..<end])
            guard let decoded = Self.decodeEntity(name) else { return nil }
            cursor.advance(by: end - index)
            return decoded
        }

        /// The text of a predefined or numeric entity, without `&` and `;`.
        private static func decodeEntity(_ name: String) -> String? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard name.hasPrefix("#") else { return nil }
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
        }

        /// Advances past the next `terminator`; false if the file ends first.
        private mutating func skip(past terminator: String) -> Bool {
            read(until: terminator) != nil
        }

        /// The text before the next `terminator`, advancing past it; nil if the file ends first.
        private mutating func read(until terminator: String) -> String? {
            var text = ""
            while let character = cursor.current {
                if cursor.lookingAt(terminator) {
                    cursor.advance(by: terminator.count)
                    return text
                }
                text.append(character)
                cursor.advance()
            }
            return nil
        }
    }
}
