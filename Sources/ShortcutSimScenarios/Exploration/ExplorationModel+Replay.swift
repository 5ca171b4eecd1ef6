import ShortcutSimCore

extension ExplorationModel {
    /// The state at the end of a path, rebuilt from its choices with the whole trace kept: at each
    /// state the successor made by the recorded choice, found among all the successors. Nil if a
    /// choice is not among them, which would mean the model is not deterministic.
    func replay(_ choices: [ExplorationChoice], variant: Int) -> ExplorationState<App>? {
        var model = self
        model.keepsTrace = true
        guard var state = model.initialStates().first(where: { $0.variant == variant }) else { return nil }
        for choice in choices {
            guard let next = model.successors(of: state).first(where: { $0.choice == choice }) else { return nil }
            state = next.state
        }
        return state
    }

    /// The step of a path after which a defect first shows (a system kill counts as the step before
    /// it), to report a defect of an explored path where a plain run of that path would.
    func stepShowing(_ signature: String, along choices: [ExplorationChoice], variant: Int) -> Step? {
        guard var state = initialStates().first(where: { $0.variant == variant }) else { return nil }
        var step: Step?
        for choice in choices {
            guard let next = successors(of: state).first(where: { $0.choice == choice }) else { return nil }
            state = next.state
            switch choice.move {
            case .perform(let performed), .wait(_, let performed): step = performed
            case .systemKill: break
            }
            if state.world.finish().contains(where: { $0.signature == signature }) { return step }
        }
        return step
    }
}
