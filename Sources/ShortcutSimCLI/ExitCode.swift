/// The tool's exit codes.
public enum ExitCode: Int32, Error, Sendable {
    /// Everything passed.
    case success = 0
    /// A scenario failed, or `docs --check` found stale files.
    case failure = 1
    /// Invalid input or usage: a scenario or plist with errors, an unknown option.
    case invalidInput = 2
}
