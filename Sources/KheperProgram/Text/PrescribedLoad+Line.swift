import KheperTrainingLog

extension PrescribedLoad {
    /// What a load on a lift's line looks like, as named in errors.
    static let lineForm = "a load such as @100kg, @225lb, @75%TM, @75%1RM, @RPE8 or @90%top"

    /// The load as a lift's line writes it, after `@` and with no space: `100kg`, `75%TM`.
    var lineText: String {
        switch self {
        case .absolute(let weight): "\(LogNumberFormatter.shortest(weight.value))\(weight.unit.rawValue)"
        default: text
        }
    }

    /// Reads a load as ``lineText`` writes it (after `@`); `nil` for anything else or a share that is not above 0.
    init?(lineText: Substring) {
        if let weight = Weight(lineText: lineText) {
            self = .absolute(weight)
            return
        }
        if lineText.hasPrefix("RPE") {
            guard let rpe = Self.positive(lineText.dropFirst(3)) else { return nil }
            self = .rpe(rpe)
            return
        }
        let shares: [(suffix: String, make: (Double) -> PrescribedLoad)] = [
            ("%TM", PrescribedLoad.percentOfTrainingMax), ("%1RM", PrescribedLoad.percentOfOneRepMax),
            ("%top", PrescribedLoad.percentOfTopSet),
        ]
        for share in shares where lineText.hasSuffix(share.suffix) {
            guard let percent = Self.positive(lineText.dropLast(share.suffix.count)) else { return nil }
            self = share.make(percent)
            return
        }
        return nil
    }

    /// `text` as a number above zero written in plain digits, or `nil`.
    static func positive(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), value > 0
        else { return nil }
        return value
    }
}

extension Weight {
    /// Reads `100kg` or `225lb` (plain digits, then the unit); `nil` for anything else or a weight that is not above
    /// zero.
    init?(lineText: Substring) {
        guard let unit = WeightUnit.allCases.first(where: { lineText.hasSuffix($0.rawValue) }),
            let value = PrescribedLoad.positive(lineText.dropLast(unit.rawValue.count))
        else { return nil }
        self.init(value: value, unit: unit)
    }
}
