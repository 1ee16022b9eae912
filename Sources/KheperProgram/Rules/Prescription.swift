import KheperTrainingLog

/// What a lift's next session asks for: its sets in order, each a rep target at a load.
public struct Prescription: Sendable, Hashable {
    /// The sets, in the order they are done.
    public var sets: [PrescribedSet]

    /// The most sets one lift's prescription may ask for. A lift's line and a stage's scheme are refused above it,
    /// where they are written, so a count such as `999999999x5` is never made into sets.
    public static let maximumSets = 99

    /// Creates a prescription of these sets.
    public init(_ sets: [PrescribedSet]) { self.sets = sets }

    /// Creates `count` sets of `reps` at `load`, such as 3×5 @100 kg.
    public init(_ count: Int, _ reps: RepTarget, at load: PrescribedLoad) {
        self.sets = Array(repeating: PrescribedSet(reps, at: load), count: max(0, count))
    }

    /// The prescription as the shorthand writes it: runs of equal sets as `3×5 @100 kg`, joined by `, `.
    public var text: String {
        sets.runs().map { "\($0.count)×\($0.element.reps.text) @\($0.element.load.text)" }.joined(separator: ", ")
    }

    /// Each set's exact load, worked out from `state`: a training max, a one-repetition max or an estimated one,
    /// as the sets need them; RPE sets use `table`.
    ///
    /// - Throws: ``PrescriptionError`` naming the input a set needs and `state` lacks, a back-off set with no top
    ///   set before it, a percentage that is not above zero, or an RPE set outside the table's range.
    public func resolved(with state: LiftState, table: RPETable = .reactiveTrainingSystems)
        throws(PrescriptionError) -> [ResolvedSet]
    {
        var resolved: [ResolvedSet] = []
        for (index, set) in sets.enumerated() {
            let load: Weight
            switch set.load {
            case .absolute(let weight):
                load = weight
            case .percentOfTrainingMax(let percent):
                load = try Self.share(percent, of: state.trainingMax, named: "training max", set: index, state)
            case .percentOfOneRepMax(let percent):
                load = try Self.share(percent, of: state.oneRepMax, named: "one-rep max", set: index, state)
            case .rpe(let rpe):
                let percent = try table.percentage(reps: set.reps.minimum, rpe: rpe)
                load = try Self.share(
                    percent, of: state.estimatedOneRepMax, named: "estimated one-rep max", set: index, state)
            case .percentOfTopSet(let percent):
                let top = sets[..<index].lastIndex { if case .percentOfTopSet = $0.load { false } else { true } }
                guard let top else { throw .noTopSet(set: index + 1, lift: state.lift) }
                load = try Self.share(percent, of: resolved[top].load, named: "top set", set: index, state)
            }
            resolved.append(ResolvedSet(set.reps, at: load))
        }
        return resolved
    }

    /// `percent` of `base`, in its unit.
    private static func share(
        _ percent: Double, of base: Weight?, named input: String, set index: Int, _ state: LiftState
    ) throws(PrescriptionError) -> Weight {
        guard percent.isFinite, percent > 0 else { throw .invalidPercentage(percent, set: index + 1) }
        guard let base else { throw .missingInput(input, set: index + 1, lift: state.lift) }
        return Weight(value: base.value * percent / 100, unit: base.unit)
    }
}
