// swift-tools-version:6.0
// ShortcutSim: a deterministic simulator of iOS Home Screen quick actions and the UIKit lifecycle.
// Toolchain only: Foundation, XCTest and Swift Testing. No package dependencies.
import PackageDescription

let package = Package(
    name: "ShortcutSim",
    products: [
        .library(name: "ShortcutSimCore", targets: ["ShortcutSimCore"]),
    ],
    targets: [
        // The pure core: model, Home Screen, engine, profiles, trace, defects. No file I/O.
        .target(name: "ShortcutSimCore"),

        .testTarget(name: "ShortcutSimCoreTests", dependencies: ["ShortcutSimCore"]),
    ],
    swiftLanguageModes: [.v6]
)
