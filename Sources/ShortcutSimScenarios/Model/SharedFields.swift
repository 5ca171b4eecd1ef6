/// A value type's stored fields kept in one shared box, copied on write: a copy of the value retains
/// one reference instead of each string and array of its fields. ``HandlingTrigger``,
/// ``RouteDeclaration`` and ``Step``, which every replay copies, keep their fields in one.
///
/// Equal when the fields are equal, and hashed as the fields, so a type whose only stored property
/// is its `SharedFields` compares and hashes as its fields do.
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: @unchecked Sendable {
        // Mutated only through `fields`, once no other value shares the box.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Boxes the fields.
    init(_ fields: Fields) { box = Box(fields) }

    /// The fields, read in place; a change copies the box first if another value shares it.
    var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// Whether the fields are equal: at once when both share one box.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    /// Hashes the fields.
    func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}
