import Kheper
import KheperEditor
import KheperTestSupport
import Testing

/// `FIELD=VALUE` arguments read by the editor's parser: ordinary paths and values, and hostile depths refused with
/// a sentence instead of a crash.
@Suite struct FieldChangeParsingTests {
    /// A dotted path of `count` steps, all `a`.
    static func deepPath(_ count: Int) -> String {
        Array(repeating: "a", count: count).joined(separator: ".")
    }

    @Test func readsPathsWithPositionsAndJSONOrTextValues() throws {
        #expect(try FieldChange(parsing: "sets.0.reps=10") == FieldChange(path: ["sets", 0, "reps"], value: 10))
        #expect(try FieldChange(parsing: "name=Front Squat") == FieldChange(path: ["name"], value: "Front Squat"))
        #expect(try FieldChange(parsing: "notes=") == FieldChange(path: ["notes"], value: nil))
        #expect(try FieldChange(parsing: "a=[1,{\"b\":2}]") == FieldChange(path: ["a"], value: [1, ["b": 2]]))
        #expect(try FieldChange(parsing: "a=x=y") == FieldChange(path: ["a"], value: "x=y"))
    }

    @Test(arguments: [
        ("oops", FieldChangeParseError.Code.missingEquals),
        ("=1", .emptyStep),
        ("sets..reps=1", .emptyStep),
        ("a.=1", .emptyStep),
    ])
    func refusesMalformedArguments(argument: String, code: FieldChangeParseError.Code) {
        #expect {
            try FieldChange(parsing: argument)
        } throws: { error in
            (error as? FieldChangeParseError)?.code == code
        }
    }

    @Test(arguments: [33, 600, 65_000])
    func refusesPathsDeeperThanTheLimitNamingTheFieldDepthAndLimit(depth: Int) throws {
        let error = try #require(throws: FieldChangeParseError.self) {
            try FieldChange(parsing: Self.deepPath(depth) + "=1")
        }
        #expect(error.code == .pathTooDeep)
        #expect(error.message.contains("\"a.a.a.a"))
        #expect(error.message.contains("\(depth) levels deep"))
        #expect(error.message.contains("at most 32 levels"))
        #expect(error.message.utf8.count < 200, "the message repeats the whole path: \(error.message.utf8.count)")
    }

    @Test func acceptsAPathExactlyAtTheLimit() throws {
        let change = try FieldChange(parsing: Self.deepPath(FieldChange.maximumPathDepth) + "=1")
        #expect(change.path.components.count == FieldChange.maximumPathDepth)
    }

    @Test(arguments: [65, 600])
    func refusesValuesNestedTooDeep(depth: Int) throws {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try #require(throws: FieldChangeParseError.self) { try FieldChange(parsing: "a=" + text) }
        #expect(error.code == .valueTooDeep)
        #expect(error.message.contains("\"a\"") && error.message.contains("\(depth) levels"))
        #expect(error.message.contains("at most 64"))
    }

    @Test func refusesAValueNoStoreCanKeepInsteadOfTakingItAsText() throws {
        let text = try #require(throws: FieldChangeParseError.self) { try FieldChange(parsing: #"text="a\u0000""#) }
        #expect(text.code == .unstorableValue)
        #expect(
            text.message
                == #"the value for the field "text" is "\"a\\u0000\"": at character 3, the escape \u0000 puts U+0000 "#
                + "(NUL) in a string; expected text without U+0000, which cannot be stored")
        let number = try #require(throws: FieldChangeParseError.self) {
            try FieldChange(parsing: "sets.0.weight=-1e309")
        }
        #expect(number.code == .unstorableValue)
        #expect(number.message.hasPrefix(#"the value for the field "sets.0.weight" is "-1e309": at character 1, "#))
        #expect(try FieldChange(parsing: #"text=a\u0000"#).value == .string(#"a\u0000"#))
    }

    @Test func readsRandomPathsBackStepByStep() throws {
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...FieldChange.maximumPathDepth, using: &generator)
            var components: [JSONPath.Component] = []
            for _ in 0..<count {
                if Bool.random(using: &generator) {
                    components.append(.index(Int.random(in: 0...999, using: &generator)))
                } else {
                    let alphabet = Array("abcxyz_é😀")
                    let letters = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    }
                    components.append(.key(String(letters)))
                }
            }
            let field = components.map { component in
                switch component {
                case .key(let key): key
                case .index(let index): String(index)
                }
            }.joined(separator: ".")
            let change = try FieldChange(parsing: field + "=true")
            #expect(change.path.components == components, "seed \(seed): \(field)")
            #expect(change.value == true, "seed \(seed)")
        }
    }
}
