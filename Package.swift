// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Kheper",
    products: [
        .library(name: "KheperCore", targets: ["KheperCore"]),
        .executable(name: "kheper-bench", targets: ["KheperBench"]),
        .executable(name: "hello-workout", targets: ["HelloWorkout"]),
    ],
    targets: [
        // The kernel: blocks, registry, lossless JSON, document model, diagnostics and order keys.
        .target(name: "KheperCore"),

        // Builders, fixtures and seeded generators shared by every test target; not a product.
        .target(name: "KheperTestSupport", dependencies: ["KheperCore"]),

        // Release-mode benchmarks: `swift run -c release kheper-bench`.
        .executableTarget(name: "KheperBench", dependencies: ["KheperCore"]),

        // The runnable example named in the README until the command-line tool exists.
        .executableTarget(name: "HelloWorkout", dependencies: ["KheperCore"], path: "Examples/HelloWorkout"),

        .testTarget(
            name: "KheperCoreTests",
            dependencies: ["KheperCore", "KheperTestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The same upcoming features for every target, so every module reads the same way.
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
for target in package.targets where target.type != .plugin && target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
