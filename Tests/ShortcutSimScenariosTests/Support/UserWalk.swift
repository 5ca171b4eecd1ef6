import ShortcutSimScenarios

/// Random steps of a user and the system that are possible one after another: a selection or a
/// tap only from the Home Screen of an unlocked device (or from the iPad's Dock, A4.2), a kill
/// or a force quit only of an app that is running and not frontmost. The random-walk tests build
/// their scenarios from it.
struct UserWalk {
    /// The steps, one scenario line each.
    var steps: [String] = []
    /// Whether the app is frontmost after the last step.
    var frontmost = false
    /// Whether the app's process is running after the last step.
    var running = false
    /// Whether the device is locked after the last step.
    var locked = false
    /// Whether the user is signed in after the last step: a `remembered` login lasts until `undo login`.
    var signedIn = false

    /// Walks `count` random steps; `frontmostSteps` are extra steps possible while the app is
    /// frontmost (`reach login`, `undo login` once signed in, a Dock selection on iPad).
    init(_ generator: inout SplitMix64, count: Int, frontmostSteps: [String] = []) {
        for _ in 0..<count {
            var options = ["wait \(Int.random(in: 1...6, using: &generator))s"]
            if locked {
                options.append("unlock")
            } else if frontmost {
                options += ["go home", "lock", "interrupt"] + frontmostSteps.filter { $0 != "undo login" || signedIn }
            } else {
                options += ["select Search", "select Compose", "tap icon", "lock"]
                if running { options += ["system kill", "force quit"] }
            }
            take(options.randomElement(using: &generator)!)
        }
    }

    /// Appends a step and follows its effect on the app and the device.
    mutating func take(_ step: String) {
        steps.append(step)
        switch step {
        case "select Search", "select Compose", "tap icon": frontmost = true; running = true
        case "go home": frontmost = false
        case "lock": locked = true
        case "unlock": locked = false
        case "system kill", "force quit": running = false
        case "reach login": signedIn = true
        case "undo login": signedIn = false
        default: break
        }
    }
}
