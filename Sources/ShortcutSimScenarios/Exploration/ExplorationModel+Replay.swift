import ShortcutSimCore

extension ExplorationModel {
    /// The state at the end of a path, rebuilt from its choices with the whole trace kept. Nil if a
    /// choice is not among the successors, which would mean the model is not deterministic.
    func replay(_ choices: [ExplorationChoice], variant: Int) -> ExplorationState<App>? {
        var model = self
        model.keepsTrace = true
        return model.follow(choices, variant: variant)?.state
    }

    /// The step of a path after which a defect first shows (a system kill counts as the step before
    /// it), to report a defect of an explored path where a plain run of that path would.
    func stepShowing(_ signature: String, along choices: [ExplorationChoice], variant: Int) -> Step? {
        guard let reached = follow(choices, variant: variant, until: { $0.world.finish().contains { $0.signature == signature } }) else { return nil }
        return choices.prefix(reached.moves).last { $0.move.step != nil }?.move.step
    }

    /// Follows a path from its variant's first state: at each state the successor made by the
    /// recorded choice, found among all the successors. Stops after the first move whose state
    /// `stop` accepts, or at the end; returns that state and how many moves led to it, or nil if a
    /// choice is not among the successors.
    private func follow(_ choices: [ExplorationChoice], variant: Int,
                        until stop: (ExplorationState<App>) -> Bool = { _ in false }) -> (state: ExplorationState<App>, moves: Int)? {
        guard var state = initialStates().first(where: { $0.variant == variant }) else { return nil }
        for (index, choice) in choices.enumerated() {
            guard let next = successors(of: state).first(where: { $0.choice == choice }) else { return nil }
            state = next.state
            if stop(state) { return (state, index + 1) }
        }
        return (state, choices.count)
    }
}
