import Foundation
import Testing

/// One file of the bad-input corpus: `BadInputs/NAME.scenario` with its golden `BadInputs/NAME.expected`.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// The file name without its extension, such as `utf8-bom`.
    let name: String

    /// The absolute path of the scenario file, as it is loaded.
    var scenarioPath: String { BadInputCorpus.folder.appendingPathComponent(name + ".scenario").path }

    /// The absolute path of the golden file.
    var expectedPath: String { BadInputCorpus.folder.appendingPathComponent(name + ".expected").path }

    /// `BadInputs/NAME.scenario`: the path diagnostics and messages show.
    var displayPath: String { "\(BadInputCorpus.folderName)/\(name).scenario" }

    /// `BadInputs/NAME.expected`.
    var expectedDisplayPath: String { "\(BadInputCorpus.folderName)/\(name).expected" }

    /// The case's name in test output.
    var testDescription: String { name }
}
