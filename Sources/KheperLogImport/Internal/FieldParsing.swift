import Foundation

/// Reads the numbers, dates and durations the exports write, from bytes, with no locale involved.
enum FieldParsing {
    /// A decimal number such as `45`, `45.0`, `-1.5` or `149.99999999999997`; nil when blank or not a number.
    static func number(_ text: String) -> Double? {
        var trimmed = text.trimmingSpaces
        if let decided = trimmed.withUTF8(shortDecimal) { return decided }
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ isNumberByte($0) }) else { return nil }
        return Double(trimmed)
    }

    /// A whole number of repetitions (`8`, also `8.0`); nil when blank or not whole.
    static func wholeNumber(_ text: String) -> Int? {
        guard let value = number(text), value == value.rounded(), abs(value) < 1e9 else { return nil }
        return Int(value)
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// The value of a plain decimal of at most 15 digits (`45`, `-1.5`, `62.5`), worked out from its bytes: its
    /// digits and the power of ten both fit a `Double` exactly, so one division rounds exactly as `Double(_:)`
    /// does (Clinger's fast path). `.some(nil)` for an empty field, and nil for anything else, which is then
    /// left to `Double(_:)`.
    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double?? {
        guard let first = bytes.first else { return .some(nil) }
        var index = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? 1 : 0
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
                if digits > 15 { return nil }
            } else if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return .some(first == UInt8(ascii: "-") ? -value : value)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// A wall-clock date and time as UTC: `2023-01-05 18:02:11`, `2023-01-05 18:02`, `2023-01-05T18:02:11`,
    /// `2019-03-04` (midnight), `5 Dec 2025, 11:37` and `Dec 5, 2025, 11:37 AM` (English month names, short or long).
    static func date(_ text: String) -> Date? {
        let tokens = tokenize(text.trimmingSpaces)
        var year: Int?
        var month: Int?
        var day: Int?
        var numbers: [Int] = []
        var clock: [Int] = []
        var afternoon: Bool?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if let value = Int(token) {
                let beforeColon = index + 1 < tokens.count && tokens[index + 1] == ":"
                let afterColon = index > 0 && tokens[index - 1] == ":" && !clock.isEmpty
                if beforeColon || afterColon {
                    clock.append(value)
                } else if token.count == 4 && year == nil {
                    year = value
                } else {
                    numbers.append(value)
                }
            } else if token == ":" || token == "-" || token == "/" || token == "," || token == "t" {
                // Punctuation between fields.
            } else if token == "am" || token == "pm" {
                afternoon = token == "pm"
            } else if let found = months.firstIndex(where: { token.hasPrefix($0) }), token.count >= 3 {
                month = found + 1
            } else {
                return nil
            }
            index += 1
        }
        if month == nil {
            // Numeric: year-month-day.
            guard numbers.count == 2 else { return nil }
            month = numbers[0]
            day = numbers[1]
        } else {
            guard numbers.count == 1 else { return nil }
            day = numbers[0]
        }
        guard let year, let month, let day, (1...12).contains(month), (1...31).contains(day) else { return nil }
        guard clock.count <= 3, clock.count != 1 else { return nil }
        var hour = clock.count > 0 ? clock[0] : 0
        let minute = clock.count > 1 ? clock[1] : 0
        let second = clock.count > 2 ? clock[2] : 0
        if let afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard hour < 24, minute < 60, second < 61 else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        guard let date = utcCalendar.date(from: components),
            utcCalendar.component(.day, from: date) == day
        else { return nil }
        return date
    }

    /// The Gregorian calendar in UTC, in which every wall-clock time is stored.
    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Splits `5 Dec 2025, 11:37` into `5`, `dec`, `2025`, `,`, `11`, `:`, `37`, lowercased.
    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        var currentIsDigits = false
        func flush() {
            if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            let isDigit = lower >= 0x30 && lower <= 0x39
            let isLetter = lower >= 0x61 && lower <= 0x7A
            if isDigit || isLetter {
                if !current.isEmpty && currentIsDigits != isDigit { flush() }
                currentIsDigits = isDigit
                current.append(lower)
            } else {
                flush()
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: ".") {
                    tokens.append(String(decoding: [byte], as: UTF8.self))
                }
            }
        }
        flush()
        return tokens
    }

    /// A duration in seconds: `38min`, `38m`, `1h 2m`, `264h 1m`, `45s`, `2176` (seconds), `0:00:30` or `1:30`;
    /// nil when it is none of these or too long for a `Double` (`1e309`).
    static func duration(_ text: String) -> Double? {
        anyDuration(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// ``duration(_:)``, infinity included.
    private static func anyDuration(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        if let seconds = number(trimmed) { return seconds }
        if trimmed.contains(":") {
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false).map { number(String($0)) }
            guard parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.reduce(0) { $0 * 60 + $1! }
        }
        var total = 0.0
        var digits = ""
        var unit = ""
        var sawPart = false
        func close() -> Bool {
            guard let value = Double(digits) else { return false }
            switch unit {
            case "h", "hr", "hrs", "hour", "hours": total += value * 3600
            case "m", "min", "mins", "minute", "minutes": total += value * 60
            case "s", "sec", "secs", "second", "seconds": total += value
            default: return false
            }
            digits = ""
            unit = ""
            sawPart = true
            return true
        }
        for character in trimmed.lowercased() {
            if character.isNumber || character == "." {
                if !unit.isEmpty { guard close() else { return nil } }
                digits.append(character)
            } else if character.isLetter {
                guard !digits.isEmpty else { return nil }
                unit.append(character)
            } else if character == " " {
                continue
            } else {
                return nil
            }
        }
        if !digits.isEmpty { guard close() else { return nil } }
        return sawPart ? total : nil
    }

    /// Strong's way of writing a session's length: `1h 2m`, or `38m` under an hour.
    static func strongDuration(seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let hours = whole / 3600
        let minutes = (whole % 3600) / 60
        return hours > 0 ? "\(hours)h \(minutes)m" : "\(minutes)m"
    }

    /// `yyyy-MM-dd HH:mm:ss` in UTC, as Strong writes dates.
    static func strongDate(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        // Most fields are empty, or start and end with a printable ASCII byte, and need no Unicode lookups.
        var bytes = self
        let plain = bytes.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        }
        if plain { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }

    /// Whether the first character is an ASCII digit, as in a set number, which no case mapping changes.
    var startsWithDigit: Bool {
        guard let first = utf8.first else { return false }
        return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
    }

    /// The text trimmed, or nil when nothing is left.
    var nonBlank: String? {
        let trimmed = trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }
}
