// swift-tools-version:6.0
// ShortcutSim: a deterministic simulator of iOS Home Screen quick actions and the UIKit lifecycle.
// Toolchain only: Foundation, XCTest and Swift Testing. No package dependencies.
import PackageDescription

let package = Package(
    name: "ShortcutSim",
    products: [
        .library(name: "ShortcutSimCore", targets: ["ShortcutSimCore"]),
        .library(name: "ShortcutSimScenarios", targets: ["ShortcutSimScenarios"]),
        .library(name: "ShortcutSimRendering", targets: ["ShortcutSimRendering"]),
        .library(name: "ShortcutCoordination", targets: ["ShortcutCoordination"]),
        .library(name: "ShortcutCoordinationUIKit", targets: ["ShortcutCoordinationUIKit"]),
        .executable(name: "shortcut-sim", targets: ["shortcut-sim"]),
    ],
    targets: [
        // The pure core: model, Home Screen, engine, profiles, trace, defects. No file I/O.
        .target(name: "ShortcutSimCore"),
        // The reference coordinator an app ships: UIKit-free, no dependencies, proven by the explorer.
        .target(name: "ShortcutCoordination"),
        // The thin adapter that feeds UIKit's callbacks to the coordinator; empty where UIKit is missing.
        .target(name: "ShortcutCoordinationUIKit", dependencies: ["ShortcutCoordination"]),
        // Scenario files: syntax with source locations, the declarative app, expectations, runner, explorer.
        .target(name: "ShortcutSimScenarios", dependencies: ["ShortcutSimCore", "ShortcutCoordination"]),
        // Reports: text, JSON Lines, JUnit, Markdown and Mermaid.
        .target(name: "ShortcutSimRendering", dependencies: ["ShortcutSimCore", "ShortcutSimScenarios"]),
        // The commands of the `shortcut-sim` tool, as a library so tests can run them in-process.
        .target(name: "ShortcutSimCLI", dependencies: ["ShortcutSimCore", "ShortcutSimScenarios", "ShortcutSimRendering"]),
        .executableTarget(name: "shortcut-sim", dependencies: ["ShortcutSimCLI"]),

        .testTarget(name: "ShortcutCoordinationTests", dependencies: ["ShortcutCoordination"]),
        .testTarget(name: "ShortcutSimCoreTests", dependencies: ["ShortcutSimCore"], exclude: ["Fixtures"]),
        .testTarget(name: "ShortcutSimScenariosTests", dependencies: ["ShortcutSimScenarios", "ShortcutSimCore", "ShortcutCoordination"], exclude: ["BadInputs", "FuzzRegressions"]),
        .testTarget(name: "ShortcutSimCLITests", dependencies: ["ShortcutSimCLI", "ShortcutSimScenarios", "ShortcutSimCore"]),
        .testTarget(name: "ShortcutSimRenderingTests", dependencies: ["ShortcutSimRendering", "ShortcutSimScenarios", "ShortcutSimCore", "ShortcutSimCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
