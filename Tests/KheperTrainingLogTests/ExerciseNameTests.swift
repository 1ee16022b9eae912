import KheperTrainingLog
import Testing

@Suite struct ExerciseNameTests {
    @Test(arguments: [
        ("Bench Press (Barbell)", "barbell bench press"),
        ("  Barbell   Bench Press ", "barbell bench press"),
        ("bench press", "bench press"),
        ("Incline Bench Press (Dumbbell)", "dumbbell incline bench press"),
        ("Pull Up (Neutral Grip)", "pull up (neutral grip)"),
        ("Barbell Row (Barbell)", "barbell row"),
        ("深蹲 (Barbell)", "barbell 深蹲"),
        ("ランニング", "ランニング"),
        ("벤치 프레스 💪", "벤치 프레스 💪"),
        ("Pull-up", "pull up"),
        ("T\u{2013}Bar Row (Machine)", "machine t bar row"),
        ("Farmer\u{2019}s Walk", "farmers walk"),
        ("lat_pulldown", "lat pulldown"),
        ("-", ""),
        ("", ""),
    ])
    func keys(name: String, key: String) {
        #expect(ExerciseName.key(name) == key)
    }

    @Test func theThreeSpellingsOfTheIssueShareACandidateKey() {
        let spellings = ["Bench Press (Barbell)", "bench press", "Barbell Bench Press"]
        let shared = spellings.map { Set(ExerciseName.candidateKeys($0)) }.reduce(Set(["barbell bench press"])) {
            $0.intersection($1)
        }
        #expect(shared == ["barbell bench press"])
        #expect(ExerciseName.candidateKeys("Bench Press (Dumbbell)") == ["dumbbell bench press"])
        #expect(ExerciseName.candidateKeys("bench press") == ["bench press", "barbell bench press"])
    }

    @Test func onlyAPlannedNameMayReachTheDefaultEquipment() {
        #expect(ExerciseName.resolutionKeys("Triceps Extension", source: .strong) == ["triceps extension"])
        #expect(ExerciseName.resolutionKeys("Triceps Extension", source: .hevy) == ["triceps extension"])
        #expect(
            ExerciseName.resolutionKeys("Triceps Extension", source: .kheper) == [
                "triceps extension", "barbell triceps extension",
            ])
    }
}
