import Foundation
import ShortcutSimCore
import Testing

/// Info.plist texts and the diagnostics they give, shared by the decoder and hardening suites.
enum InfoPlistFixture {
    /// The printed diagnostics that decoding `data` throws; records an issue if it does not throw.
    static func errors(_ data: Data, file: String = "Info.plist") -> [String] {
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistDecoder.decode(data, file: file) }
        return error?.diagnostics.map(\.description) ?? []
    }

    /// An XML Info.plist whose top-level dictionary holds `body`, which starts on line 4.
    static func xml(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "</dict>\n</plist>\n").utf8)
    }

    /// A `UIApplicationShortcutItems` body with one item whose keys start on line 7, column 4.
    static func items(_ keys: String) -> String {
        "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\t\t<dict>\n" + keys + "\t\t</dict>\n\t</array>\n"
    }
}
