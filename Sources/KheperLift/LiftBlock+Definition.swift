public import KheperCore
public import KheperProgram

extension LiftBlock {
    /// The `lift` kind with the built-in progression rules, `ProgressionRules.standard`.
    public static let definition = definition(rules: .standard)

    /// The `lift` kind, its lines naming rules from `rules`: a leaf at the root, whose line must read as a lift; its
    /// shorthand examples are the rules' own.
    ///
    /// A host with rules of its own registers this definition made with its rules, so its lines are checked, and
    /// read by shorthand, against them.
    public static func definition(rules: ProgressionRules) -> BlockDefinition {
        BlockDefinition(
            LiftBlock.self,
            displayName: "Lift",
            symbolName: "chart.line.uptrend.xyaxis",
            nesting: .leaf(atRoot: true),
            validate: { block in block.diagnostics(rules: rules) },
            makeDefault: { LiftBlock(line: "Squat 3x5 @60kg lp +2.5kg") },
            shorthand: { text throws(ShorthandError) in try LiftBlock(shorthand: text, rules: rules) },
            shorthandExamples: rules.rules.compactMap(\.spelling.example),
            fields: fields,
            renderers: renderers
        )
    }

    /// The fields of a lift's `data`; the one place its limits are written.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "line", .string, length: 1...300, required: true,
            doc: "The lift as written: its name, sets with loads, and progression rule.",
            example: "Squat 3x5 @100kg lp +2.5kg"),
        FieldSpec(
            "progress", .object(Progress.fields),
            doc: "Where the lift stands once its program has advanced; written by advancing, not by hand."),
    ]

    /// Reads `text` as a lift's line, trimmed, refusing one that does not read with `rules`.
    ///
    /// - Throws: ``ShorthandError`` with `shorthand.empty` for blank text, else `shorthand.invalid-value` and the
    ///   line's own sentence naming the word and what was expected.
    init(shorthand text: String, rules: ProgressionRules) throws(ShorthandError) {
        let line = text.trimmingWhitespace
        guard !line.isEmpty else {
            throw ShorthandError(.empty, token: nil, "a lift needs its line, such as Squat 3x5 @100kg lp +2.5kg")
        }
        do {
            _ = try LiftLine.parse(line, rules: rules)
        } catch {
            throw ShorthandError(.invalidValue, token: line, error.message)
        }
        self.init(line: line)
    }

    /// The findings about this lift: a line that does not read with `rules`, with the line's own sentence, and a
    /// progress whose state does not read as a lift's state.
    func diagnostics(rules: ProgressionRules) -> [Diagnostic] {
        var found: [Diagnostic] = []
        do {
            _ = try LiftLine.parse(line, rules: rules)
        } catch {
            found.append(.error(.unreadableLine, "line \"\(line)\": \(error.message)", at: ["line"]))
        }
        if let state = progress?.state {
            do {
                _ = try LiftState(json: state)
            } catch {
                found.append(.error(.unreadableProgress, error.message, at: ["progress", "state"]))
            }
        }
        return found
    }
}

extension ErrorCode where Domain == Diagnostic {
    /// A lift's line that does not read as a lift: an unknown rule, a load that cannot be read, missing sets.
    public static let unreadableLine = Self(rawValue: "lift.unreadable-line")
    /// A lift's progress whose state does not read as a lift's state.
    public static let unreadableProgress = Self(rawValue: "lift.unreadable-progress")
}

extension String {
    /// The text without whitespace at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
