import KheperProgram
import KheperTrainingLog
import Testing

/// Prescriptions resolve to exact loads from a lift's state, and a missing input is an error naming it.
@Suite struct PrescriptionTests {
    static func kg(_ value: Double) -> Weight { Weight(value: value, unit: .kg) }
    static let state = LiftState(
        lift: "Squat", trainingMax: kg(140), oneRepMax: kg(160), estimatedOneRepMax: kg(150))

    @Test("each kind of load resolves to its exact weight, in its base's unit")
    func eachLoadResolves() throws {
        let prescription = Prescription([
            PrescribedSet(.exactly(5), at: .absolute(Self.kg(100))),
            PrescribedSet(.exactly(5), at: .percentOfTrainingMax(75)),
            PrescribedSet(.range(8...12), at: .percentOfOneRepMax(65)),
            PrescribedSet(.exactly(5), at: .rpe(10)),
            PrescribedSet(.atLeast(5), at: .percentOfTopSet(90)),
        ])
        let loads = try prescription.resolved(with: Self.state).map(\.load)
        #expect(
            loads == [
                Self.kg(100), Self.kg(105), Self.kg(104), Self.kg(150 * 86.3 / 100),
                Self.kg(150 * 86.3 / 100 * 90 / 100),
            ])
    }

    @Test("a back-off set takes the nearest set before it with a load of its own as its top set")
    func backOffTakesTheNearestTopSet() throws {
        let prescription = Prescription([
            PrescribedSet(.exactly(1), at: .absolute(Self.kg(200))),
            PrescribedSet(.exactly(3), at: .absolute(Self.kg(100))),
            PrescribedSet(.exactly(5), at: .percentOfTopSet(80)),
            PrescribedSet(.exactly(5), at: .percentOfTopSet(80)),
        ])
        #expect(try prescription.resolved(with: Self.state).map(\.load) == [200, 100, 80, 80].map(Self.kg))
    }

    @Test("a pound training max gives pound loads")
    func unitsFollowTheBase() throws {
        let state = LiftState(lift: "Bench", trainingMax: Weight(value: 200, unit: .lb))
        let loads = try TrainingMaxProgression.prescription(week: 1).resolved(with: state).map(\.load)
        #expect(loads == [130, 150, 170].map { Weight(value: $0, unit: .lb) })
    }

    @Test("a missing training max, one-rep max or e1RM is an error naming it")
    func missingInputsAreNamed() {
        let empty = LiftState(lift: "Squat")
        for (load, input) in [
            (PrescribedLoad.percentOfTrainingMax(75), "training max"), (.percentOfOneRepMax(75), "one-rep max"),
            (.rpe(8), "estimated one-rep max"),
        ] {
            #expect {
                try Prescription(1, .exactly(5), at: load).resolved(with: empty)
            } throws: { error in
                let error = error as? PrescriptionError
                return error?.code == .missingInput && error?.message.contains("Squat has no \(input)") == true
            }
        }
    }

    @Test("a back-off set with no top set before it, or a percentage of zero, is refused")
    func backOffNeedsATopSet() {
        #expect(throws: PrescriptionError.noTopSet(set: 1, lift: "Squat")) {
            try Prescription(2, .exactly(5), at: .percentOfTopSet(80)).resolved(with: Self.state)
        }
        #expect(throws: PrescriptionError.invalidPercentage(0, set: 1)) {
            try Prescription(1, .exactly(5), at: .percentOfTrainingMax(0)).resolved(with: Self.state)
        }
    }

    @Test("a prescription and its targets are written as the shorthand writes them")
    func text() {
        #expect(Prescription(3, .exactly(5), at: .absolute(Self.kg(102.5))).text == "3×5 @102.5 kg")
        #expect(TrainingMaxProgression.prescription(week: 3).text == "1×5 @75%TM, 1×3 @85%TM, 1×1+ @95%TM")
        #expect(Prescription(1, .range(8...12), at: .rpe(8.5)).text == "1×8-12 @RPE8.5")
        for text in ["5", "8-12", "5+"] { #expect(RepTarget(text: text)?.text == text) }
        for text in ["0", "12-8", "+", "x", "5++"] { #expect(RepTarget(text: text) == nil, "\(text)") }
    }
}
