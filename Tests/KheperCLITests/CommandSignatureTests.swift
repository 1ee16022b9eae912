import Testing

@testable import KheperCLI

/// The usage line, the options help and the positional count are derived from a `CommandSignature`.
@Suite struct CommandSignatureTests {
    static let quiet = CommandOption(flag: "-q", "--quiet", help: "say nothing")
    static let loud = CommandOption(flag: "--loud", help: "say everything")
    static let format = CommandOption(
        "--format", value: .choice(["text", "json"]), placeholder: "FORMAT", help: "text or json")
    static let limit = CommandOption(
        "--a-rather-long-limit", value: .text, placeholder: "N", help: "how many, at most")

    let signature = CommandSignature(
        options: [quiet, loud, format, limit, .store], exclusive: [[quiet, loud]],
        positionals: [CommandPositional(.workout), CommandPositional(.file, .oneOrMore)])

    @Test func theUsageListsTheOptionsThenThePositionalsWithEachExclusiveGroupAsOneChoice() {
        #expect(
            signature.usage(for: "demo")
                == "kheper demo [--quiet | --loud] [--format text|json] [--a-rather-long-limit N] [--store PATH] "
                + "WORKOUT FILE…")
    }

    @Test func theOptionsHelpSharesOneColumnAndPutsALongLabelOnALineOfItsOwn() {
        #expect(
            signature.optionsHelp == """
                options:
                  -q, --quiet      say nothing
                  --loud           say everything
                  --format FORMAT  text or json
                  --a-rather-long-limit N
                                   how many, at most
                  --store PATH     the store to use
                  -h, --help       show this help
                """)
    }

    @Test func thePositionalCountsAddUp() throws {
        #expect(signature.positionalRange == 2...Int.max)
        #expect(signature.positional(at: 0)?.value == .workout)
        #expect(signature.positional(at: 5)?.value == .file)
        #expect(throws: UsageError.self) { try ParsedArguments(["Leg Day"], signature: signature) }
    }

    @Test func aBlankWorkoutIsRefusedBecauseOfWhatItIsNotWhatItIsCalled() throws {
        let named = CommandSignature(positionals: [CommandPositional(.workout, placeholder: "SOURCE")])
        let error = try #require(throws: UsageError.self) { try ParsedArguments([" "], signature: named) }
        #expect(error.message.hasPrefix("SOURCE is empty (only whitespace); expected a workout's id"))
    }
}
