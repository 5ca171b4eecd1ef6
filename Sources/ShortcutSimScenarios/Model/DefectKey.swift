import ShortcutSimCore

/// What a `defects:` line names, a defect's kind and shortcut type, compared without building the
/// text of its signature (`lost Search`): every run compares the defects it found with those declared.
struct DefectKey: Hashable {
    /// The kind of defect.
    let kind: DefectKind
    /// The shortcut type it concerns.
    let shortcutType: String
}

extension Defect {
    /// The kind and shortcut type, as a `defects:` line names them.
    var key: DefectKey { DefectKey(kind: kind, shortcutType: shortcutType) }
}

extension DefectExpectation {
    /// The kind and shortcut type it names.
    var key: DefectKey { DefectKey(kind: kind, shortcutType: shortcutType) }
}

extension Scenario {
    /// Whether the scenario's `defects:` section lists the defect's kind and shortcut type.
    public func declares(_ defect: Defect) -> Bool { declares(defect.kind, defect.shortcutType) }

    /// Whether the `defects:` section lists this kind and shortcut type: compared field by field in
    /// place, without building a ``DefectKey`` (two copies of the type) for each declared defect.
    func declares(_ kind: DefectKind, _ shortcutType: String) -> Bool {
        expectedDefects.contains { $0.kind == kind && $0.shortcutType == shortcutType }
    }
}
