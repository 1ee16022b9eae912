import Foundation
import Kheper
import KheperCLI
import KheperCatalogue
import KheperEditor
import KheperInteraction
import KheperOutlineEditor
import KheperSQLite
import KheperTerminal
import Synchronization

/// `kheper edit` on a workout of 10,000 blocks, 100 × 30: the time from a key to the finished screen diff (the
/// editor's state machine, its frame and the renderer's bytes), p99 under 8 ms, for focus moves, committed edits
/// (duplicate and undo, each stored in an SQLite store, fsync included, before the key returns) and drag updates;
/// and the bytes written per focus move that does not scroll, which only the changed cells make (the note gives
/// the mean over moves that scroll too, when every row shifts); and typing an exercise's name in the "+" palette
/// with the names suggested under it (the catalogue's and 300 of a log's), p99 under the same 8 ms, and against the
/// same keys without suggestions.
enum EditScreenBenchmarks {
    static let suite = "edit"
    static let blockCount = 10_000
    static let keyCount = 2_000
    static let size = TerminalSize(rows: 30, columns: 100)

    static var all: [Benchmark] {
        [focusMoves, edits, dragUpdates, bytesPerFocusMove, paletteSuggestions, paletteSuggestionsVersusNone]
    }

    /// Sets of two exercises among exercises, texts and timers, 10,000 blocks in all.
    static let document: BlockDocument = {
        let registry = BlockRegistry.standard
        func content(_ kind: BlockKind, _ shorthand: String) -> BlockContent {
            .known(try! registry.definition(for: kind)!.parseShorthand(shorthand))
        }
        var document = BlockDocument(id: "edit-bench", title: "Ten thousand blocks")
        var made = 0
        var number = 0
        while made < blockCount {
            number += 1
            if number % 4 == 0 && made + 3 <= blockCount {
                let set = BlockID("s\(number)")
                _ = try? document.append(content("set", "superset A x3"), id: set)
                _ = try? document.append(content("exercise", "Dips 3x10"), id: BlockID("s\(number)a"), under: set)
                _ = try? document.append(
                    content("exercise", "Flyes 3x12 @15kg"), id: BlockID("s\(number)b"), under: set)
                made += 3
            } else {
                let leaves: [(BlockKind, String)] = [
                    ("exercise", "Bench Press 5x5 @100kg rest 3m"), ("text", "Keep it tight"),
                ]
                let (kind, text) = leaves[number % 2]
                _ = try? document.append(content(kind, text), id: BlockID("b\(number)"))
                made += 1
            }
        }
        return document
    }()

    static let focusLatencies = Mutex<[Int64]>([])
    static let editLatencies = Mutex<[Int64]>([])
    static let dragLatencies = Mutex<[Int64]>([])

    static let focusMoves = Benchmark(
        name: "edit-screen-focus-move-10k-blocks",
        suite: suite,
        goal: .latency(maximum: .milliseconds(8), samples: { focusLatencies.withLock { $0 } })
    ) {
        var random = BenchRandom(seed: 21)
        let keys: [Key] = [.down, .down, .down, .up, .pageDown, .pageUp, .end, .home]
        return run(into: focusLatencies) { _ in keys[random.next(keys.count)] }
    }

    static let edits = Benchmark(
        name: "edit-screen-edit-10k-blocks",
        suite: suite,
        goal: .latency(maximum: .milliseconds(8), samples: { editLatencies.withLock { $0 } })
    ) {
        // Duplicate, then undo it: two committed, stored changes, each one key.
        run(into: editLatencies, setUp: [.pageDown, .pageDown]) { index in
            index % 2 == 0 ? .character("d") : .character("u")
        }
    }

    static let dragUpdates = Benchmark(
        name: "edit-screen-drag-update-10k-blocks",
        suite: suite,
        goal: .latency(maximum: .milliseconds(8), samples: { dragLatencies.withLock { $0 } })
    ) {
        var random = BenchRandom(seed: 23)
        let keys: [Key] = [.down, .down, .up, .left, .right]
        return run(into: dragLatencies, setUp: [.pageDown, .character(" ")]) { _ in keys[random.next(keys.count)] }
    }

    static let suggestionLatencies = Mutex<[Int64]>([])

    /// The editor's exercise names, as `kheper edit` wires them: the bundled catalogue and 300 names of a log
    /// (catalogue names in Strong's style, `Barbell Squat (Barbell)`), suggester built once.
    static let names = ExerciseNames.editorSuggestions(
        ExerciseNameSuggester(
            catalogue: .bundled,
            loggedNames: ExerciseCatalogue.bundled.entries.prefix(300).map {
                "\($0.name) (\($0.equipment?.rawValue ?? "other"))"
            }))

    /// Opening the palette, typing an exercise's shorthand a key at a time (its name with names suggested under it,
    /// then its sets), a backspace, and Esc; over and over.
    static let paletteKeys: [Key] =
        [.character("+")] + "ex barbell squ".map(Key.character) + [.backspace, .character("u")]
        + " 5x5".map(Key.character) + [.escape]

    static let paletteSuggestions = Benchmark(
        name: "edit-screen-palette-suggestions-10k-blocks",
        suite: suite,
        goal: .latency(maximum: .milliseconds(8), samples: { suggestionLatencies.withLock { $0 } })
    ) {
        run(into: suggestionLatencies, names: names) { index in paletteKeys[index % paletteKeys.count] }
    }

    static let paletteSuggestionsVersusNone = Benchmark(
        name: "edit-screen-palette-suggestions-vs-none",
        suite: suite,
        goal: .ratio(
            maximum: 1.25, baselineName: "the same keys without suggestions",
            baseline: { typeInPalette(names: nil) })
    ) { typeInPalette(names: names) }

    /// Types the palette's keys 20 times over into an editor on the 10,000 blocks, each key drawn and diffed.
    static func typeInPalette(names: NameSuggestions?) -> UInt64 {
        var editor = makeEditor(names: names)
        var renderer = ScreenRenderer(colors: true)
        _ = renderer.render(editor.screen())
        var checksum: UInt64 = 0
        for _ in 0..<20 {
            for key in paletteKeys {
                editor.handle(key)
                checksum = checksum &* 31 &+ UInt64(renderer.render(editor.screen()).count)
            }
        }
        return checksum
    }

    static let bytesPerFocusMove = Benchmark(
        name: "edit-screen-bytes-per-focus-move",
        suite: suite,
        goal: .ceiling(maximum: 2 * size.columns, unit: "bytes", measure: { bytesMeasure.withLock { $0 } })
    ) {
        var editor = makeEditor()
        var renderer = ScreenRenderer(colors: true)
        let full = renderer.render(editor.screen()).count
        var total = 0
        var most = 0
        let moves = 200
        for index in 0..<moves {
            let top = editor.top
            editor.handle(index % 5 == 4 ? .up : .down)
            let bytes = renderer.render(editor.screen()).count
            total += bytes
            if editor.top == top { most = max(most, bytes) }
        }
        bytesMeasure.withLock {
            $0 = (most, "mean \(total / moves) a move with scrolling; whole screen \(full)")
        }
        return UInt64(total)
    }

    static let bytesMeasure = Mutex<(value: Int, note: String)>((0, ""))

    /// A fresh editor on the document in a fresh SQLite store (one file, replaced on every call), suggesting
    /// `names` as exercise names are typed.
    static func makeEditor(names: NameSuggestions? = nil) -> OutlineEditor {
        let path = FileManager.default.temporaryDirectory.appending(path: "kheper-bench-edit.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        do {
            let store = try SQLiteDocumentStore(path: path)
            let session = try DocumentSession.importing(document, store: store, registry: .standard)
            return OutlineEditor(session: session, size: size, nameSuggestions: names)
        } catch {
            fatalError("the edit benchmark's store could not be made: \(error)")
        }
    }

    /// Presses `setUp` untimed, then `keyCount` keys from `key`, timing each from the key to the renderer's bytes;
    /// the editor suggests `names`.
    static func run(
        into latencies: borrowing Mutex<[Int64]>, setUp: [Key] = [], names: NameSuggestions? = nil, key: (Int) -> Key
    ) -> UInt64 {
        var editor = makeEditor(names: names)
        var renderer = ScreenRenderer(colors: true)
        _ = renderer.render(editor.screen())
        for key in setUp {
            editor.handle(key)
            _ = renderer.render(editor.screen())
        }
        var samples: [Int64] = []
        samples.reserveCapacity(keyCount)
        var checksum: UInt64 = 0
        let clock = ContinuousClock()
        for index in 0..<keyCount {
            let key = key(index)
            let start = clock.now
            editor.handle(key)
            let bytes = renderer.render(editor.screen())
            samples.append(InteractionBenchmarks.nanoseconds(clock.now - start))
            checksum = checksum &* 31 &+ UInt64(bytes.count)
        }
        latencies.withLock { $0 = samples }
        return checksum
    }
}
