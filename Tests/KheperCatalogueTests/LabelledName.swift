import Foundation

/// One hand-labelled name from `Fixtures/labelled-names.json` (its README says how they were labelled).
struct LabelledName: Decodable, Sendable {
    let name: String
    let apps: [String]
    let entry: String?
    let reason: String

    /// Every labelled name, read from the test bundle's copy of the fixture.
    static let all: [LabelledName] = {
        guard
            let url = Bundle.module.url(
                forResource: "labelled-names", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let names = try? JSONDecoder().decode([LabelledName].self, from: data)
        else {
            preconditionFailure("Fixtures/labelled-names.json is missing or unreadable.")
        }
        return names
    }()
}
