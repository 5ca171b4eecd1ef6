extension Array {
    /// Inserts an element at `index` by appending it and swapping it down into place: the same
    /// array as `insert(_:at:)` gives, without its general `replaceSubrange`, which cost about 1,000
    /// instructions for one element. Meant for the short sorted lists of a process (its reached
    /// milestones, its counts of variable timers), copied on write from the state a move started from.
    mutating func insertInOrder(_ element: consuming Element, at index: Int) {
        append(element)
        var position = count - 1
        while position > index {
            swapAt(position, position - 1)
            position -= 1
        }
    }
}
