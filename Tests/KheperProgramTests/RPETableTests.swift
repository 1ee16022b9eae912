import KheperProgram
import KheperTrainingLog
import Testing

/// The RPE table is Tuchscherer's published chart, refuses values outside it, and estimates a one-rep max.
@Suite struct RPETableTests {
    let table = RPETable.reactiveTrainingSystems

    @Test("cells of the published chart, its corners and diagonals")
    func publishedCells() throws {
        let cells: [(reps: Int, rpe: Double, percent: Double)] = [
            (1, 10, 100), (2, 10, 95.5), (5, 10, 86.3), (12, 10, 68.0), (1, 9.5, 97.8), (1, 8, 92.2),
            (3, 8, 86.3), (5, 8, 81.1), (8, 7, 70.7), (1, 6.5, 87.8), (12, 6.5, 58.6), (10, 9, 70.7),
        ]
        for cell in cells {
            #expect(try table.percentage(reps: cell.reps, rpe: cell.rpe) == cell.percent, "\(cell)")
        }
    }

    @Test("more reps or a lower RPE never asks for a higher percentage")
    func monotone() throws {
        for reps in table.reps {
            for step in 13...20 {
                let rpe = Double(step) / 2
                let here = try table.percentage(reps: reps, rpe: rpe)
                if reps > 1 { #expect(try table.percentage(reps: reps - 1, rpe: rpe) > here) }
                if rpe < 10 { #expect(try table.percentage(reps: reps, rpe: rpe + 0.5) > here) }
            }
        }
    }

    @Test("reps or an RPE outside the table are refused, naming the value and the range")
    func outsideIsRefused() {
        for (reps, rpe, words) in [
            (13, 8.0, "reps 13 is outside the RPE table; expected reps 1 to 12"),
            (0, 8.0, "reps 0"), (5, 6.0, "RPE 6 is outside the RPE table; expected RPE 6.5 to 10 in steps of 0.5"),
            (5, 10.5, "RPE 10.5"), (5, 8.25, "RPE 8.25"),
        ] {
            #expect {
                try table.percentage(reps: reps, rpe: rpe)
            } throws: { error in
                let error = error as? PrescriptionError
                return error?.code == .outsideRPETable && error?.message.contains(words) == true
            }
        }
    }

    @Test("an e1RM is the load divided by the table's percentage")
    func estimatedOneRepMax() throws {
        #expect(abs(try table.estimatedOneRepMax(load: 86.3, reps: 5, rpe: 10) - 100) < 1e-9)
        #expect(try table.estimatedOneRepMax(load: 100, reps: 1, rpe: 10) == 100)
        #expect(try table.estimatedOneRepMax(load: 140, reps: 3, rpe: 8) == 140 * 100 / 86.3)
    }

    @Test("a logged session's e1RM is the best its working sets with an RPE estimate")
    func loggedEstimate() {
        let kg = { (value: Double) in Weight(value: value, unit: .kg) }
        let logged = LoggedLift(
            prescription: Prescription(1, .exactly(3), at: .rpe(8)),
            sets: [
                PerformedSet(order: 1, type: .warmUp, reps: 1, weight: kg(200), rpe: 10),
                PerformedSet(order: 2, reps: 3, weight: kg(140), rpe: 8),
                PerformedSet(order: 3, reps: 5, weight: kg(120), rpe: 8),
                PerformedSet(order: 4, reps: 5, weight: kg(150)),
                PerformedSet(order: 5, reps: 15, weight: kg(150), rpe: 8),
            ])
        #expect(logged.estimatedOneRepMax() == kg(140 * 100 / 86.3))
        #expect(LoggedLift(prescription: Prescription([]), reps: [5]).estimatedOneRepMax() == nil)
    }
}
