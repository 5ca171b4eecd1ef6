import ShortcutSimCore

/// What `--profile` asks for: the scenario's own profile, one profile instead, or every profile explored.
enum ProfileOption: Equatable {
    /// No `--profile`: each scenario runs under its own `profile:`.
    case own
    /// `--profile NAME`: every scenario runs under this profile instead of its own.
    case one(PlatformProfile)
    /// `--profile every`: every scenario is explored under every profile, as with `profile: every`.
    case every

    /// The profile that replaces the scenario's own, if one does.
    var override: PlatformProfile? {
        if case .one(let profile) = self { return profile }
        return nil
    }
}
