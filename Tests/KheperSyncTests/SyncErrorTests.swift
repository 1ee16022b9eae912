import KheperCore
import KheperSync
import Testing

/// A sync error reads as every Kheper error does: the sentence, then the code in brackets.
@Suite struct SyncErrorTests {
    @Test func aSyncErrorDescribesItselfWithItsCode() {
        let error = SyncError(.unreachable, "no server answered at db.example")
        #expect("\(error)" == "no server answered at db.example [sync.unreachable]")
        #expect(error.errorDescription == "no server answered at db.example [sync.unreachable]")
        #expect((error as any CodedError).code.rawValue == "sync.unreachable")
    }

    @Test func existingCodesKeepTheirStrings() {
        let codes: [SyncError.Code] = [.malformedRecord, .unreachable, .protocolViolation, .store, .unstorableRecord]
        #expect(
            codes.map(\.rawValue) == [
                "sync.malformed-record", "sync.unreachable", "sync.protocol", "sync.store", "sync.unstorable-record",
            ])
    }
}
