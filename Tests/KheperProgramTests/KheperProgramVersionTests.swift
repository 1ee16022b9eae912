import KheperProgram
import Testing

/// The rules' version is a positive number a conformance case can name.
@Suite struct KheperProgramVersionTests {
    @Test("the rules' version is at least 1")
    func versionIsPositive() {
        #expect(KheperProgramVersion.current >= 1)
    }
}
