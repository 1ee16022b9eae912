import Foundation
import Testing

@testable import KheperCLI

/// `kheper plates`: the plates per side for a load, the rounding sentence when it cannot be made, the bar and plates
/// given on the line, a plain number in the unit setting's unit, stable JSON, and bad input refused with exit 2.
@Suite struct PlatesCommandTests {
    let tool: ToolHarness

    init() throws {
        tool = try ToolHarness()
    }

    func run(_ arguments: String..., variables: [String: String] = [:]) -> (code: ExitCode, out: String, err: String) {
        tool.run(arguments, variables: ["KHEPER_STORE": "store.sqlite"].merging(variables) { $1 })
    }

    @Test("102.5kg is 25 + 15 + 1.25 a side on a 20 kg bar")
    func standardPlates() {
        let result = run("plates", "102.5kg")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == "102.5 kg: 20 kg bar + 25 + 15 + 1.25 per side\n")
        #expect(!FileManager.default.fileExists(atPath: tool.directory + "/store.sqlite"), "it creates no store")
    }

    @Test("a load that cannot be made says so, and which way it was rounded, before the plates")
    func rounding() {
        let result = run("plates", "101kg")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == "101 kg cannot be made: rounded down to 100 kg\n100 kg: 20 kg bar + 25 + 15 per side\n")
        #expect(run("plates", "10").out.hasPrefix("10 kg is below the 20 kg bar: rounded up to 20 kg\n"))
    }

    @Test("pounds use the 45 lb bar and pound plates")
    func pounds() {
        #expect(run("plates", "225lb").out == "225 lb: 45 lb bar + 45 + 45 per side\n")
        #expect(run("plates", "135 LB").out == "135 lb: 45 lb bar + 45 per side\n")
    }

    @Test("a plain number is in the unit setting's unit, kilograms with no store")
    func plainNumber() {
        #expect(run("plates", "60").out == "60 kg: 20 kg bar + 20 per side\n")
        #expect(run("plates", "135", variables: ["KHEPER_UNIT": "lb"]).out == "135 lb: 45 lb bar + 45 per side\n")
        let stored = run("settings", "unit", "lb")
        #expect(stored.code == .success, "\(stored.err)")
        #expect(run("plates", "95").out == "95 lb: 45 lb bar + 25 per side\n")
    }

    @Test("--bar and --plates replace the standard set; a pair unless a count is given")
    func ownPlates() {
        let result = run("plates", "80", "--bar", "20", "--plates", "25,15x4")
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == "80 kg: 20 kg bar + 15 + 15 per side\n")
        let light = run("plates", "100", "--bar", "15kg", "--plates", "20x2,10x2,2.5x2")
        #expect(
            light.out
                == "100 kg is more than the bar and plates make: rounded down to 80 kg\n"
                + "80 kg: 15 kg bar + 20 + 10 + 2.5 per side\n")
        #expect(
            run("plates", "100kg", "--bar", "35lb").out
                == "100 kg (220.462 lb) cannot be made: rounded down to 220 lb\n"
                + "220 lb: 35 lb bar + 45 + 45 + 2.5 per side\n")
    }

    @Test("--json prints one stable object")
    func json() throws {
        let result = run("plates", "101kg", "--json")
        #expect(result.code == .success, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(
            Set(object.keys)
                == ["equipment", "target", "load", "rounded", "outOfRange", "bar", "platesPerSide", "sentence"])
        #expect(object["rounded"] as? String == "down")
        #expect(object["platesPerSide"] as? [Double] == [25, 15])
        #expect((object["load"] as? [String: Any])?["value"] as? Double == 100)
        #expect(object["sentence"] as? String == "101 kg cannot be made: rounded down to 100 kg")
    }

    @Test("bad input exits 2, naming the value and what was expected")
    func badInput() {
        let load = run("plates", "heavy")
        #expect(load.code == .usage)
        #expect(load.err.contains("LOAD is \"heavy\"; expected a weight of 0 or more"), "\(load.err)")
        #expect(run("plates", "-5kg").code == .usage)
        let bar = run("plates", "100", "--bar", "0")
        #expect(bar.code == .usage)
        #expect(bar.err.contains("bar is 0 kg; expected a weight above 0"), "\(bar.err)")
        let odd = run("plates", "100", "--plates", "25x3")
        #expect(odd.code == .usage)
        #expect(odd.err.contains("the count of 25 kg plates is 3; expected an even number"), "\(odd.err)")
        let item = run("plates", "100", "--plates", "25,big")
        #expect(item.code == .usage)
        #expect(item.err.contains("--plates holds \"big\" (in \"25,big\")"), "\(item.err)")
    }

    @Test("the barbell setting is the lifter's bar and plates, which plates uses until --bar names a unit")
    func storedBarbell() {
        let stored = run("settings", "barbell", "15kg 20x2,10x2,5x2,2.5x2")
        #expect(stored.code == .success, "\(stored.err)")
        #expect(stored.out == "barbell is now 15kg 20x2,10x2,5x2,2.5x2\n")
        #expect(run("settings", "barbell").out == "barbell  15kg 20x2,10x2,5x2,2.5x2  (stored)\n")
        #expect(run("plates", "60").out == "60 kg: 15 kg bar + 20 + 2.5 per side\n")
        #expect(
            run("plates", "100").out
                == "100 kg is more than the bar and plates make: rounded down to 90 kg\n"
                + "90 kg: 15 kg bar + 20 + 10 + 5 + 2.5 per side\n")
        #expect(run("plates", "60", "--bar", "20").out == "60 kg: 20 kg bar + 20 per side\n")
        #expect(run("plates", "60", "--bar", "20kg").out == "60 kg: 20 kg bar + 20 per side\n")
        #expect(run("plates", "225lb", "--bar", "45lb").out == "225 lb: 45 lb bar + 45 + 45 per side\n")
        #expect(run("settings", "--reset", "barbell").out == "barbell is reset: the standard set (default)\n")
        #expect(run("plates", "100").out == "100 kg: 20 kg bar + 25 + 15 per side\n")
    }

    @Test("a barbell setting that cannot be read, or plates that cannot be owned, is refused naming the part")
    func badBarbell() {
        let cases: [(value: String, words: [String])] = [
            ("15kg", ["no plates follow the bar", "such as \"20kg 25x8"]),
            ("15 20x2", ["the bar is \"15\" with no unit", "20kg or 45lb"]),
            ("heavy 20x2", ["the bar is \"heavy\"", "expected a weight"]),
            ("15kg 20x3", ["the count of 20 kg plates is 3", "an even number"]),
            ("15kg 20,x", ["the plates holds \"x\""]),
        ]
        for (value, words) in cases {
            let refused = run("settings", "barbell", value)
            #expect(refused.code == .usage, "\(value)")
            #expect(refused.err.contains("setting barbell is \"\(value)\": "), "\(refused.err)")
            for word in words { #expect(refused.err.contains(word), "\(refused.err) lacks \(word)") }
        }
        #expect(run("settings", "barbell").out == "barbell  the standard set  (default)\n")
        #expect(run("settings", "--help").out.contains("  barbell  BAR PLATES: the bar and plates you own"))
    }

    @Test("the help comes from the declaration and the command is listed")
    func help() {
        let help = run("plates", "--help").out
        #expect(help.contains("usage: kheper plates"))
        #expect(help.contains("--bar W"))
        #expect(help.contains("--plates LIST"))
        #expect(run("--help").out.contains("plates"))
    }
}
