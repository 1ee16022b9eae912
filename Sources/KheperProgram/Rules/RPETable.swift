import KheperTrainingLog

/// The percentage of a one-repetition max a set of some reps at some RPE is done at, and the estimate of a
/// one-repetition max from such a set.
///
/// ``reactiveTrainingSystems`` is Mike Tuchscherer's chart from Reactive Training Systems, as RTS published it
/// (the RTS "Generalized Intermediate Program" and its RPE chart): reps 1 to 12, RPE 6.5 to 10 in half steps. The
/// published chart stops at RPE 6.5, so RPE 6 is outside it and refused rather than extrapolated.
public struct RPETable: Sendable, Hashable {
    /// The reps the table covers.
    public let reps: ClosedRange<Int>
    /// The RPEs the table covers, in half steps.
    public let rpe: ClosedRange<Double>
    /// The percentages by effort: entry `k` is for a set `k` half-reps short of a one-rep max at RPE 10, that is
    /// `2 × (reps − 1) + 2 × (10 − RPE)`. The published chart is constant along that diagonal (3 reps at RPE 10
    /// is 2 reps at RPE 9), so one list states it.
    public let percentagesByEffort: [Double]

    /// Creates a table; `percentagesByEffort` must cover every cell of `reps` × `rpe`.
    public init(reps: ClosedRange<Int>, rpe: ClosedRange<Double>, percentagesByEffort: [Double]) {
        self.reps = reps
        self.rpe = rpe
        self.percentagesByEffort = percentagesByEffort
    }

    /// The Reactive Training Systems chart: reps 1 to 12, RPE 6.5 to 10.
    public static let reactiveTrainingSystems = RPETable(
        reps: 1...12, rpe: 6.5...10,
        percentagesByEffort: [
            100, 97.8, 95.5, 93.9, 92.2, 90.7, 89.2, 87.8, 86.3, 85.0, 83.7, 82.4, 81.1, 79.9, 78.6, 77.4, 76.2,
            75.1, 73.9, 72.3, 70.7, 69.4, 68.0, 66.7, 65.3, 64.0, 62.6, 61.3, 59.9, 58.6,
        ])

    /// The percentage of a one-rep max at which `reps` reps are done at `rpe`, such as 86.3 for 5 reps at RPE 10.
    ///
    /// - Throws: ``PrescriptionError`` (`prescription.outside-rpe-table`) naming the reps or the RPE outside the
    ///   table, or an RPE that is not a half step.
    public func percentage(reps: Int, rpe: Double) throws(PrescriptionError) -> Double {
        guard self.reps.contains(reps) else {
            throw .outsideRPETable(
                "reps", Double(reps), range: "\(self.reps.lowerBound) to \(self.reps.upperBound)")
        }
        guard self.rpe.contains(rpe), (rpe * 2).rounded() == rpe * 2 else {
            throw .outsideRPETable("RPE", rpe, range: "\(rpeRangeText) in steps of 0.5")
        }
        return percentagesByEffort[2 * (reps - 1) + Int(2 * (10 - rpe))]
    }

    /// The one-rep max a set of `reps` at `load` and `rpe` estimates: the load divided by the table's percentage.
    ///
    /// - Throws: ``PrescriptionError`` when the reps or the RPE lie outside the table.
    public func estimatedOneRepMax(load: Double, reps: Int, rpe: Double) throws(PrescriptionError) -> Double {
        load * 100 / (try percentage(reps: reps, rpe: rpe))
    }

    /// The RPE range as messages write it, such as `6.5 to 10`.
    private var rpeRangeText: String {
        "\(LogNumberFormatter.shortest(rpe.lowerBound)) to \(LogNumberFormatter.shortest(rpe.upperBound))"
    }
}
