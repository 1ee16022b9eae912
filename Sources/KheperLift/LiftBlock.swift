public import KheperCore

/// One lift of a program's day, kept as the line a lifter writes: its name, its sets with their loads, and the
/// rule that progresses it, as in `Squat 3x5 @100kg lp +2.5kg`.
///
/// The line is the lift: `LiftLine` in `KheperProgram` reads it into a planned lift, and the kind's definition
/// refuses a line it cannot read, naming the word and what was expected.
public struct LiftBlock: Block {
    /// `lift`.
    public static let kind: BlockKind = "lift"

    /// The lift as written, such as `Bench Press 531 tm 100kg upper`.
    public var line: String

    /// Where the lift stands once its program has advanced; `nil` until then, when its line's start applies.
    public var progress: Progress?

    /// Creates a lift from its line, and its progress once advanced.
    public init(line: String, progress: Progress? = nil) {
        self.line = line
        self.progress = progress
    }
}
