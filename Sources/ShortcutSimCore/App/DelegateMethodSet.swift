/// A set of ``DelegateMethod`` values as the bits of one byte: the engine asks which methods an app
/// implements on every launch and every quick action, and a `Set` of a `String`-backed enum hashes
/// the method's name for each question.
struct DelegateMethodSet: Hashable, Sendable {
    private var bits: UInt8 = 0

    /// The set of the given methods.
    init(_ methods: some Sequence<DelegateMethod>) {
        for method in methods { bits |= Self.bit(of: method) }
    }

    /// Whether the set holds the method.
    func contains(_ method: DelegateMethod) -> Bool {
        bits & Self.bit(of: method) != 0
    }

    private static func bit(of method: DelegateMethod) -> UInt8 {
        switch method {
        case .willFinishLaunching: 1 << 0
        case .didFinishLaunching: 1 << 1
        case .performActionFor: 1 << 2
        case .configurationForConnecting: 1 << 3
        case .windowScenePerformActionFor: 1 << 4
        }
    }
}
