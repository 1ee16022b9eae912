// swift-tools-version: 6.2
import PackageDescription

/// The built-in block kinds; each is a module that depends on the kernel and the standard render targets alone, with a
/// test target of its own.
/// `new-block-kind --built-in` adds its module here, and to Sources/Kheper's Exports.swift and StandardKinds.swift.
let kindModules = [
    "KheperText", "KheperExercise", "KheperSet", "KheperTimer", "KheperChart", "KheperMedia", "KheperDivider",
    // new-block-kind --built-in: new kind modules go above this line.
]

let package = Package(
    name: "Kheper",
    products: [
        .library(name: "KheperJSON", targets: ["KheperJSON"]),
        .library(name: "KheperOrderKeys", targets: ["KheperOrderKeys"]),
        .library(name: "KheperDurations", targets: ["KheperDurations"]),
        .library(name: "KheperCatalogue", targets: ["KheperCatalogue"]),
        .library(name: "KheperCore", targets: ["KheperCore"]),
        .library(name: "KheperRenderTargets", targets: ["KheperRenderTargets"]),
        .library(name: "KheperMeasures", targets: ["KheperMeasures"]),
        .library(name: "KheperForms", targets: ["KheperForms"]),
        .library(name: "KheperKindFiles", targets: ["KheperKindFiles"]),
        .library(name: "KheperSchema", targets: ["KheperSchema"]),
        .library(name: "Kheper", targets: ["Kheper"]),
        .library(name: "KheperEditor", targets: ["KheperEditor"]),
        .library(name: "KheperSQLite", targets: ["KheperSQLite"]),
        .library(name: "KheperSync", targets: ["KheperSync"]),
        .library(name: "KheperPostgres", targets: ["KheperPostgres"]),
        .library(name: "KheperInteraction", targets: ["KheperInteraction"]),
        .library(name: "KheperCLI", targets: ["KheperCLI"]),
        .library(name: "KheperTerminal", targets: ["KheperTerminal"]),
        .library(name: "KheperPlay", targets: ["KheperPlay"]),
        .library(name: "KheperOutlineEditor", targets: ["KheperOutlineEditor"]),
        .library(name: "KheperTrainingLog", targets: ["KheperTrainingLog"]),
        .library(name: "KheperLogImport", targets: ["KheperLogImport"]),
        .library(name: "KheperProgram", targets: ["KheperProgram"]),
        .library(name: "KheperLift", targets: ["KheperLift"]),
        // Test helpers for any kind's tests, including kinds in other packages such as Examples/CustomBlock; a product
        // so that those packages can depend on it, and never linked into an app.
        .library(name: "KheperTestSupport", targets: ["KheperTestSupport"]),
        .library(name: "KheperConformance", targets: ["KheperConformance"]),
        .executable(name: "kheper", targets: ["kheper"]),
        .executable(name: "kheper-store-stress", targets: ["KheperStoreStress"]),
        .executable(name: "kheper-bench", targets: ["KheperBench"]),
        .executable(name: "kheper-import-check", targets: ["KheperImportCheck"]),
        .executable(name: "hello-workout", targets: ["HelloWorkout"]),
        .executable(name: "reading-list", targets: ["ReadingList"]),
        .executable(name: "kheper-terminal-demo", targets: ["TerminalDemo"]),
    ] + kindModules.map { .library(name: $0, targets: [$0]) },
    targets: [
        // Leaf modules that import no other Kheper module: the lossless JSON layer, fractional order keys, and
        // durations written and read one way.
        .target(name: "KheperJSON"),
        .target(name: "KheperOrderKeys"),
        .target(name: "KheperDurations"),

        // The exercise catalogue (the Free Exercise DB, vendored in Resources) and the matcher from the names apps and
        // lifters write to its entries; a leaf, with no storage or UI.
        .target(name: "KheperCatalogue", resources: [.copy("Resources")]),

        // The kernel: blocks, kinds, the registry, the document model, diagnostics and rendering; it re-exports
        // the three leaf modules.
        .target(name: "KheperCore", dependencies: ["KheperJSON", "KheperOrderKeys", "KheperDurations"]),

        // The three standard render targets, plain text, Markdown and HTML, that every kind supplies renderers for;
        // a host with targets of its own (the iOS app's views) needs none of them from the kernel.
        .target(name: "KheperRenderTargets", dependencies: ["KheperCore"]),

        // Durations, loads and distances as field value types: how they are typed, checked, described and written
        // back. The kernel knows only JSON-shaped values; kinds that measure time, weight or length use these.
        .target(name: "KheperMeasures", dependencies: ["KheperCore", "KheperForms"]),

        // How an editor presents a field: its label, its control and a hint. Kinds and kind files declare it, field
        // specs keep it as JSON the kernel never reads, and the interaction layer builds its forms from it.
        .target(name: "KheperForms", dependencies: ["KheperCore"]),

        // JSON Schemas of documents and of each kind's `data`, built from the kinds' field specs, for tools.
        .target(name: "KheperSchema", dependencies: ["KheperCore"]),

        // Kinds declared in `NAME.kind.json` files, with no Swift code: the file format, its loader and the one
        // block type that backs every such kind; also reads and writes field specs as JSON.
        .target(name: "KheperKindFiles", dependencies: ["KheperCore", "KheperRenderTargets", "KheperForms"]),

        // The umbrella: re-exports the kernel, the standard render targets, every built-in kind and the kind-file
        // loader, builds the standard registry, and gives the chart kind its history from a training log.
        .target(
            name: "Kheper",
            dependencies: [
                "KheperCore", "KheperRenderTargets", "KheperMeasures", "KheperForms", "KheperSchema", "KheperKindFiles",
                "KheperTrainingLog", "KheperProgram", "KheperLift",
            ]
                + kindModules.map { .target(name: $0) }
        ),

        // Use cases: editing with undo/redo and change sets, sessions that autosave, and the store port.
        .target(name: "KheperEditor", dependencies: ["KheperCore", "KheperRenderTargets"]),

        // Sync, the device side: change records, the merge rules, an in-memory reference server and the rebase.
        // Pure Swift, no I/O; the SQLite store keeps its outbox and the PostgreSQL server ports its rules.
        .target(name: "KheperSync", dependencies: ["KheperCore", "KheperEditor", "KheperTrainingLog"]),

        // Headless interaction: drag-and-drop reordering with nesting, and keyboard-aware focus scrolling.
        .target(name: "KheperInteraction", dependencies: ["KheperCore", "KheperEditor", "KheperForms"]),

        // The terminal layer for full-screen programs (`kheper play`, the editor): raw mode, the alternate screen,
        // key decoding, display widths, a diffing screen buffer, resizes, and restoring the terminal on exit,
        // signals and crashes. It depends on no other Kheper module.
        .target(name: "KheperTerminal"),

        // `kheper play`'s heart: a workout flattened into steps, a pure state machine driven by keys and ticks, personal
        // records, the play screen, and a runner over a terminal session.
        .target(name: "KheperPlay", dependencies: ["KheperCore", "Kheper", "KheperTrainingLog", "KheperTerminal"]),

        // `kheper edit`'s heart: the full-screen block editor as a pure state machine (keys in, screen out) over a
        // workout session, the drag session and the terminal layer's screen buffer, and a runner over a terminal.
        .target(
            name: "KheperOutlineEditor",
            dependencies: [
                "KheperCore", "KheperRenderTargets", "KheperEditor", "KheperInteraction", "KheperForms",
                "KheperTerminal",
            ]
        ),

        // The embedded store: the system SQLite library (libsqlite3-dev) behind the DocumentStore port.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "KheperSQLite",
            dependencies: ["KheperCore", "KheperEditor", "KheperTrainingLog", "KheperSync", "CSQLite"]),

        // The sync server: the system libpq (libpq-dev) and, in schema `kheper`, the tables, row-level security and
        // the PL/pgSQL push and pull that merge every device's changes.
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .target(name: "KheperPostgres", dependencies: ["CLibPQ", "KheperSync", "KheperCore"]),

        // A child process for the crash-safety tests: autosaves in a loop until it is killed.
        .executableTarget(name: "KheperStoreStress", dependencies: ["KheperCore", "KheperEditor", "KheperSQLite"]),

        // The language-neutral conformance suite's generator and runner: the cases in `Conformance/`, made from and
        // run against the Swift implementation.
        .target(
            name: "KheperConformance",
            dependencies: [
                "Kheper", "KheperCore", "KheperEditor", "KheperKindFiles", "KheperLogImport", "KheperTrainingLog",
                "KheperCatalogue", "KheperProgram",
            ]
        ),

        // The command-line tool's logic, over any registry and store; `kheper` is a thin main over it.
        .target(
            name: "KheperCLI",
            dependencies: [
                "KheperCore", "KheperRenderTargets", "KheperEditor", "KheperKindFiles", "KheperSchema",
                "KheperTrainingLog", "KheperLogImport", "KheperPlay", "KheperTerminal", "KheperChart",
                "KheperConformance",
                "KheperOutlineEditor", "KheperInteraction",
                "KheperPostgres", "KheperSync", "KheperCatalogue", "KheperProgram",
            ]),
        .executableTarget(
            name: "kheper", dependencies: ["Kheper", "KheperCLI", "KheperEditor", "KheperSQLite", "KheperTrainingLog"]),

        // The properties the libFuzzer targets in `Fuzz/` check; a plain target, so the corpus replay test can
        // check them too (`scripts/fuzz.sh` builds it with the fuzzer's instrumentation).
        .target(
            name: "KheperFuzzing", dependencies: ["Kheper", "KheperEditor", "KheperTrainingLog", "KheperLogImport"]),

        // Round-trip, findings and rendering helpers, seeded generators and sample field specs shared by every test
        // target, in this package and outside it.
        .target(name: "KheperTestSupport", dependencies: ["KheperCore", "KheperRenderTargets", "KheperMeasures"]),

        // The training log: sessions, exercises and sets as performed, units as recorded, exercise-name identity.
        .target(name: "KheperTrainingLog", dependencies: ["KheperCore"]),

        // Reading Strong, Hevy and FitNotes exports into the training log, streaming, and writing Strong files back.
        .target(name: "KheperLogImport", dependencies: ["KheperTrainingLog", "KheperCore"]),

        // Programs' rules, with no storage or UI: loads rounded to what a lifter's equipment can make, the plates
        // per side, warm-up ramps, and the progression rules that compute a lift's next prescription.
        .target(name: "KheperProgram", dependencies: ["KheperTrainingLog", "KheperCore"]),
        // The `lift` kind: one lift of a program's day, kept as its line and checked by the program rules' reader;
        // a kind module like those above, that also depends on the rules.
        .target(name: "KheperLift", dependencies: ["KheperCore", "KheperRenderTargets", "KheperProgram"]),

        // `kheper-import-check FILE...`: reads real exports with auto-detection and prints what it found; for CI.
        .executableTarget(name: "KheperImportCheck", dependencies: ["KheperLogImport", "KheperTrainingLog"]),

        // Release-mode benchmarks: `swift run -c release kheper-bench`.
        .executableTarget(
            name: "KheperBench",
            dependencies: [
                "Kheper", "KheperEditor", "KheperSQLite", "KheperInteraction", "KheperCLI", "KheperTrainingLog",
                "KheperOutlineEditor", "KheperTerminal", "KheperPostgres", "KheperSync", "KheperLogImport",
                "KheperCatalogue", "KheperProgram",
            ]
        ),

        // A runnable tour of the kernel alone.
        .executableTarget(
            name: "HelloWorkout", dependencies: ["KheperCore", "KheperRenderTargets"], path: "Examples/HelloWorkout"),

        // The kernel reused for something that is not a workout: books, notes and shelves.
        .executableTarget(
            name: "ReadingList",
            dependencies: ["KheperCore", "KheperRenderTargets"],
            path: "Examples/ReadingList",
            exclude: ["README.md"]
        ),

        // A full-screen demo of the terminal layer, driven by scripts/tmux-terminal-demo.sh.
        .executableTarget(name: "TerminalDemo", dependencies: ["KheperTerminal"], path: "Examples/TerminalDemo"),

        // `swift package --allow-writing-to-package-directory new-block-kind [--built-in] NAME`: a kind module and its
        // tests, appended below or, with --built-in, inserted at the markers in `kindModules` and Sources/Kheper.
        .plugin(
            name: "NewBlockKind",
            capability: .command(
                intent: .custom(verb: "new-block-kind", description: "Create a block kind module and its tests."),
                permissions: [.writeToPackageDirectory(reason: "It adds the kind's module, tests and targets.")]
            )
        ),

        // `swift package lint-workouts`: validates every workout in the package with `kheper`.
        .plugin(
            name: "LintWorkouts",
            capability: .command(
                intent: .custom(verb: "lint-workouts", description: "Validate every workout in the package.")
            ),
            dependencies: ["kheper"]
        ),

        // For tests that run the package's executables in child processes or in mount namespaces of their own;
        // a plain target, not a product, shared by the test targets that need it.
        .target(name: "KheperProcessTesting", path: "Tests/ProcessTesting"),

        .testTarget(name: "KheperJSONTests", dependencies: ["KheperJSON", "KheperTestSupport"]),
        .testTarget(name: "KheperDurationsTests", dependencies: ["KheperDurations"]),
        // Scores the matcher on the hand-labelled names in its Fixtures (a copy, as tests never read outside).
        .testTarget(
            name: "KheperCatalogueTests", dependencies: ["KheperCatalogue", "KheperTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "KheperOrderKeysTests",
            dependencies: ["KheperOrderKeys", "KheperTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "KheperCoreTests",
            dependencies: ["KheperCore", "KheperRenderTargets", "KheperMeasures", "KheperTestSupport"]),
        .testTarget(
            name: "KheperMeasuresTests",
            dependencies: ["KheperMeasures", "KheperCore", "KheperForms", "KheperTestSupport"]),
        .testTarget(name: "KheperFormsTests", dependencies: ["KheperForms", "KheperCore", "KheperMeasures"]),
        .testTarget(
            name: "KheperProgramTests", dependencies: ["KheperProgram", "KheperTrainingLog", "KheperTestSupport"]),
        .testTarget(
            name: "KheperRenderTargetsTests", dependencies: ["KheperRenderTargets", "KheperCore", "KheperTestSupport"]),
        .testTarget(
            name: "KheperTests", dependencies: ["Kheper", "KheperTrainingLog", "KheperProgram", "KheperTestSupport"]),
        .testTarget(
            name: "KheperSchemaTests",
            dependencies: ["KheperSchema", "KheperCore", "KheperMeasures", "KheperTestSupport"]),
        // Reads the shipped Examples/Kinds files through a copy in its Fixtures, as tests never read outside.
        .testTarget(
            name: "KheperKindFilesTests",
            dependencies: [
                "KheperKindFiles", "KheperCore", "KheperRenderTargets", "KheperMeasures", "KheperForms", "KheperSchema",
                "KheperTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        // Replays the committed fuzzing corpus, crash inputs included, through every property.
        .testTarget(name: "KheperFuzzingTests", dependencies: ["KheperFuzzing"], resources: [.copy("Corpus")]),
        .testTarget(
            name: "KheperCLITests",
            // `kheper` itself, run in a child process where a test needs a read-only or full mount of its own.
            dependencies: [
                "KheperCLI", "Kheper", "KheperEditor", "KheperSQLite", "KheperTestSupport", "KheperProcessTesting",
                "CSQLite", "KheperTrainingLog", "KheperLogImport", "KheperPlay", "KheperTerminal", "KheperPostgres",
                "KheperSync", "KheperOutlineEditor", "KheperProgram", "kheper",
            ],
            resources: [.copy("Fixtures")]
        ),
        // Runs every case in the committed `Conformance/` folder, found from the test file's own path.
        .testTarget(
            name: "KheperConformanceTests",
            dependencies: ["KheperConformance", "KheperCore", "KheperCatalogue", "KheperProgram"]),
        .testTarget(name: "KheperTrainingLogTests", dependencies: ["KheperTrainingLog", "KheperTestSupport"]),
        .testTarget(
            name: "KheperLogImportTests",
            dependencies: ["KheperLogImport", "KheperTrainingLog", "KheperCore", "KheperTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "KheperEditorTests",
            dependencies: ["KheperEditor", "KheperSQLite", "Kheper", "KheperTestSupport"]
        ),
        .testTarget(
            name: "KheperInteractionTests",
            dependencies: ["KheperInteraction", "KheperEditor", "KheperCore", "Kheper", "KheperTestSupport"]
        ),
        .testTarget(
            name: "KheperOutlineEditorTests",
            dependencies: [
                "KheperOutlineEditor", "Kheper", "KheperCore", "KheperEditor", "KheperInteraction", "KheperTerminal",
                "KheperTestSupport",
            ]
        ),
        .testTarget(name: "KheperTerminalTests", dependencies: ["KheperTerminal", "KheperTestSupport"]),
        .testTarget(
            name: "KheperPlayTests",
            dependencies: [
                "KheperPlay", "Kheper", "KheperCore", "KheperTrainingLog", "KheperTerminal", "KheperTestSupport",
            ]
        ),
        .testTarget(
            name: "KheperSyncTests",
            dependencies: [
                "KheperSync", "KheperSQLite", "KheperEditor", "KheperCore", "Kheper", "KheperTrainingLog",
                "KheperTestSupport", "KheperPostgres",
            ]
        ),
        .testTarget(
            name: "KheperPostgresTests",
            dependencies: ["KheperPostgres", "KheperOrderKeys", "KheperTestSupport", "KheperSync", "KheperCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "KheperLiftTests",
            dependencies: ["KheperLift", "KheperProgram", "KheperCore", "KheperRenderTargets", "KheperTestSupport"]
        ),
        .testTarget(
            name: "KheperSQLiteTests",
            dependencies: [
                "KheperSQLite", "KheperEditor", "KheperCore", "KheperTestSupport", "KheperProcessTesting", "CSQLite",
                "KheperStoreStress", "KheperTrainingLog", "KheperSync",
            ]
        ),
    ]
        + kindModules.map {
            .target(name: $0, dependencies: ["KheperCore", "KheperRenderTargets", "KheperMeasures", "KheperForms"])
        }
        + kindModules.map {
            .testTarget(
                name: "\($0)Tests",
                dependencies: [
                    .target(name: $0), "KheperCore", "KheperRenderTargets", "KheperMeasures", "KheperForms",
                    "KheperSchema", "KheperTestSupport",
                ])
        },
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
