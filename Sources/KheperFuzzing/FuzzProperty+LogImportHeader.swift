import KheperLogImport
import KheperTrainingLog

extension FuzzProperty {
    /// Hevy and FitNotes header rows, whatever their bytes: the importer either refuses the file with a
    /// `LogImportError` or accepts a header whose every column is one the app writes, each named once, so no column
    /// is silently read as empty. A refusal for an unknown or repeated column points at a column that is one, and
    /// no message carries a character that would not show (a byte order mark, a control).
    ///
    /// The first byte picks the app and whether a unit is given; the rest is the header row, read alone (a row
    /// after it would be refused for its values, not its header). Inputs with a semicolon, which the reader may
    /// take as the separator, or a line break are passed over.
    public static let logImportHeader = FuzzProperty(name: "log-import-header") { input throws(FuzzPropertyViolation) in
        guard let selector = input.first else { return }
        let format: LogFormat = selector & 1 == 0 ? .hevy : .fitnotes
        let header = Array(input.dropFirst())
        var names: [String] = []
        var reader = CSVReader(separator: UInt8(ascii: ","))
        var positions: [CSVPosition] = []
        do {
            try reader.feed(header) { record in
                if names.isEmpty { (names, positions) = (record.fields, record.positions) }
            }
            try reader.finish { record in
                if names.isEmpty { (names, positions) = (record.fields, record.positions) }
            }
        } catch {
            return
        }
        let passedOver: [UInt8] = [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")]
        guard !names.isEmpty, !header.contains(where: passedOver.contains) else { return }
        let file = header + [UInt8(ascii: "\n")]
        var options = ImportOptions(format: format)
        options.defaultUnit = selector & 2 == 0 ? nil : .kg
        let known = Set(format.columnHeaders.map { $0.lowercased() })
        let keys = names.map { $0.trimmingWhitespace.lowercased() }
        do {
            _ = try LogImporter.importBytes(file, options: options) { _ in }
        } catch let error as LogImportError {
            try checkVisible(error.message)
            guard error.code == .unknownColumn || error.code == .repeatedColumn else { return }
            guard let column = positions.firstIndex(where: { $0 == error.position }) else {
                throw FuzzPropertyViolation("\(error.code) points at \(error.position.map(\.description) ?? "nothing")")
            }
            let named = known.contains(keys[column])
            if error.code == .unknownColumn ? named : !named {
                throw FuzzPropertyViolation("\(error.code) for the column \(names[column]): \(error.message)")
            }
            return
        } catch {
            throw FuzzPropertyViolation("the importer threw something other than a LogImportError: \(error)")
        }
        let unknown = keys.filter { !known.contains($0) }
        guard unknown.isEmpty, Set(keys).count == keys.count else {
            throw FuzzPropertyViolation(
                "the \(format) header \(names) was accepted, with unknown columns \(unknown) or a repeated one")
        }
    }

    /// Fails when `message` holds a control or format character, which a terminal would not show as itself.
    private static func checkVisible(_ message: String) throws(FuzzPropertyViolation) {
        for scalar in message.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                throw FuzzPropertyViolation("the message \(message.debugDescription) shows U+\(scalar.value) as itself")
            default: continue
            }
        }
    }
}

extension String {
    /// The text without whitespace at either end, as the importers read a header.
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
