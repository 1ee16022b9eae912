import KheperExercise
import Testing

/// `ExerciseShorthand.nameRange(in:)`: the part of a shorthand line that is the name, the same words `parse` names
/// the exercise with.
@Suite struct ExerciseShorthandNameTests {
    func name(_ text: String) -> String? {
        ExerciseShorthand.nameRange(in: text).map { String(text[$0]) }
    }

    @Test("The name ends before the sets, a load, or a summary's dash, and a line of name alone is all name")
    func theNameEndsWhereTheSetsBegin() {
        #expect(name("Bench Press 3x5 @100kg") == "Bench Press")
        #expect(name("  Bench  Press 3 x 5") == "Bench  Press")
        #expect(name("Squat 5") == "Squat 5")
        #expect(name("Bench Pr") == "Bench Pr")
        #expect(name("Squat @100kg") == "Squat")
        #expect(name("Squat — 3 × 5") == "Squat")
        #expect(name("3x5 @100kg") == nil)
        #expect(name("   ") == nil)
    }

    @Test(
        "The range holds exactly the name parse gives the exercise",
        arguments: [
            "Bench Press 3x5 @100kg", "Front  Squat 5x5 rest 3m", "Dips", "Pull-up 3xAMRAP", "Squat — 3 × 5 @ 100 kg",
        ])
    func theRangeIsTheParsedName(_ text: String) throws {
        let parsed = try ExerciseShorthand.parse(text)
        let range = try #require(ExerciseShorthand.nameRange(in: text))
        #expect(text[range].split(separator: " ").joined(separator: " ") == parsed.name)
    }
}
