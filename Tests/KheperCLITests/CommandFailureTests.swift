import KheperCore
import KheperEditor
import KheperPlay
import KheperPostgres
import Testing

@testable import KheperCLI

/// A command's failure takes its code and message from the error it wraps, through `CodedError` alone, and its exit
/// status from that code.
@Suite struct CommandFailureTests {
    @Test func aCodedErrorGivesItsCodeAndMessage() {
        let failure = CommandFailure(PlayEntryError("“x” is not reps") as any Error)
        #expect(failure.code.rawValue == "play.entry")
        #expect(failure.message == "“x” is not reps")
        #expect(failure.exitCode == .failure)
    }

    @Test(arguments: [
        (StoreError(.corrupt, "the store is damaged") as any Error, ExitCode.usage),
        (StoreError(.notAStore, "not a store") as any Error, .usage),
        (StoreError(.notFound, "no workout") as any Error, .failure),
        (EditorError(.unknownBlock, "no block") as any Error, .failure),
        (ServerError(code: .invalidConnectionString, message: "bad string") as any Error, .usage),
        (ServerError(code: .unreachable, message: "no server") as any Error, .failure),
    ])
    func theExitStatusComesFromTheCode(error: any Error, exitCode: ExitCode) {
        #expect(CommandFailure(error).exitCode == exitCode)
    }

    @Test func aFailureTheCLIWordsHasACLICode() {
        let usage = CommandFailure("use only one of --replace and --copy", exitCode: .usage)
        #expect(usage.code.rawValue == "cli.usage" && usage.exitCode == .usage)
        #expect(usage.code.rawValue == UsageError("x").code.rawValue)
        let failed = CommandFailure("nothing to export")
        #expect(failed.code.rawValue == "cli.failed" && failed.exitCode == .failure)
        #expect(failed.description == "nothing to export [cli.failed]")
    }

    @Test func anErrorWithoutACodeIsAFailureWithItsDescription() {
        struct Plain: Error, CustomStringConvertible { var description: String { "plain words" } }
        let failure = CommandFailure(Plain())
        #expect(failure.message == "plain words" && failure.code.rawValue == "cli.failed")
    }

    @Test func theCLIsOwnErrorsHaveCodes() {
        #expect(InputError(.unreadable, "cannot read a.json: no such file").description.hasSuffix("[input.unreadable]"))
        #expect(
            AtomicFileError(code: .directory, message: "out is a directory").description
                == "out is a directory [file.directory]")
    }
}
