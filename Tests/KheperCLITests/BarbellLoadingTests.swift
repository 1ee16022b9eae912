import KheperCatalogue
import KheperCore
import KheperExercise
import KheperPlay
import KheperTrainingLog
import Testing

@testable import KheperCLI

/// Play's plates line: a barbell set's plates a side on the standard bar of its unit, the rounding said when the
/// plates cannot make the load, and nothing for other equipment or loads that are not weights.
@Suite struct BarbellLoadingTests {
    let loading = BarbellLoading(catalogue: .bundled, linker: .matching(.bundled))

    /// A set of `name` at `load`.
    func step(_ name: String, _ load: Load?) -> PlaySetStep {
        PlaySetStep(
            exerciseID: BlockID("b1"), exerciseName: name, setIndex: 0, number: 1,
            target: ExerciseSet(reps: 5, load: load))
    }

    @Test("a barbell set shows its plates a side, and says which way a load was rounded")
    func barbell() {
        #expect(
            loading.describe(step("Squat", Load(value: 102.5, unit: .kg)))
                == "Plates for 102.5 kg: 20 kg bar + 25 + 15 + 1.25 per side")
        #expect(
            loading.describe(step("Barbell Bench Press", Load(value: 225, unit: .lb)))
                == "Plates for 225 lb: 45 lb bar + 45 + 45 per side")
        #expect(
            loading.describe(step("Squat", Load(value: 101, unit: .kg)))
                == "Plates for 100 kg: 20 kg bar + 25 + 15 per side (101 kg cannot be made: rounded down to 100 kg)")
        #expect(loading.describe(step("Squat", Load(value: 20, unit: .kg))) == "Plates for 20 kg: the 20 kg bar alone")
    }

    @Test("the lifter's own bar and plates load every barbell set, a load in the other unit converted")
    func ownProfile() throws {
        let profile = try BarbellSetting.profile("15kg 20x2,10x2,5x2,2.5x2")
        let own = BarbellLoading(catalogue: .bundled, linker: .matching(.bundled), profile: profile)
        #expect(
            own.describe(step("Squat", Load(value: 60, unit: .kg))) == "Plates for 60 kg: 15 kg bar + 20 + 2.5 per side"
        )
        #expect(
            own.describe(step("Squat", Load(value: 135, unit: .lb)))
                == "Plates for 60 kg: 15 kg bar + 20 + 2.5 per side (135 lb (61.235 kg) cannot be made: rounded down to 60 kg)"
        )
    }

    @Test("dumbbells, bodyweight, percentages and sets with no load show no plates")
    func notABarbell() {
        #expect(loading.describe(step("Dumbbell Curl", Load(value: 12, unit: .kg))) == nil)
        #expect(loading.describe(step("Squat", Load(value: 10, unit: .bodyweight))) == nil)
        #expect(loading.describe(step("Squat", Load(value: 75, unit: .percent1RM))) == nil)
        #expect(loading.describe(step("Squat", nil)) == nil)
    }

    @Test("the linker's entry decides the equipment, not the name")
    func linkedEntry() {
        let curl = ExerciseLinker { _ in
            ExerciseLink(entryID: "Dumbbell_Alternate_Bicep_Curl", how: ExerciseLink.blockEntry)
        }
        #expect(
            BarbellLoading(catalogue: .bundled, linker: curl).describe(step("Squat", Load(value: 100, unit: .kg)))
                == nil)
        let squat = ExerciseLinker { _ in ExerciseLink(entryID: "Barbell_Squat", how: ExerciseLink.blockEntry) }
        #expect(
            BarbellLoading(catalogue: .bundled, linker: squat).describe(step("Heavy Legs", Load(value: 60, unit: .kg)))
                == "Plates for 60 kg: 20 kg bar + 20 per side")
    }
}
