import Foundation
import KheperTrainingLog
import Testing

@Suite struct UnitsTests {
    @Test func convertsExactlyForDisplayOnly() {
        let weight = Weight(value: 100, unit: .lb)
        #expect(weight.kilograms == 45.359237)
        #expect(weight.value == 100)
        #expect(Weight(value: 45.359237, unit: .kg).value(in: .lb) == 100)
        #expect(Distance(value: 1, unit: .mi).metres == 1609.344)
        #expect(Distance(value: 5, unit: .km).value(in: .m) == 5000)
    }

    @Test(arguments: [
        (149.99999999999997, "150"), (102.5, "102.5"), (0.1 + 0.2, "0.3"), (-0.001, "0"), (17.555, "17.56"),
        (1e20, "1e+20"),
    ])
    func displayRoundsFloatNoise(value: Double, text: String) {
        #expect(LogNumberFormatter.display(value) == text)
    }

    @Test func displayTextKeepsTheStoredValue() {
        let weight = Weight(value: 149.99999999999997, unit: .kg)
        #expect(weight.displayText == "150 kg")
        #expect(weight.value == 149.99999999999997)
    }

    @Test func sessionIDsAreStableAcrossProcesses() {
        let start = Date(timeIntervalSince1970: 1_672_941_731)
        let id = LoggedSession.stableID(source: .strong, start: start, title: "Leg Day")
        #expect(id == LoggedSession(title: "Leg Day", start: start, source: .strong).id)
        #expect(id.hasPrefix("strong-") && id.count == 23)
        #expect(id != LoggedSession.stableID(source: .hevy, start: start, title: "Leg Day"))
        var hash = StableHash()
        hash.combine(bytes: Array("a".utf8))
        #expect(hash.value == 0xAF63_DC4C_8601_EC8C)
    }
}
