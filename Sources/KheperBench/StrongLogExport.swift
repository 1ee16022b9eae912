import Foundation

/// Writes a Strong export of any number of rows straight to a file: one realistic week of a lifter's log in
/// Strong's semicolon layout with 14 columns (units named per row), repeated with every date moved a week on per
/// copy, so each copy is new sessions.
///
/// The week has four sessions: pounds with RPE, warm-ups and notes, a bodyweight and band exercise with no unit, a
/// run with a distance and time, names with spaces, a semicolon and a quote in quoted fields, and Chinese and emoji
/// titles.
enum StrongLogExport {
    /// The flag that makes `kheper-bench` write an export of the row count that follows to the path after it, and
    /// exit.
    static let makeFlag = "--make-strong-log"

    static let header =
        "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;"
        + "Notes;Workout Notes;Workout Duration"

    /// The week, as (day of the week from Monday 0, time of day, the row after its date).
    static let week: [(day: Int, time: String, rest: String)] = {
        var rows: [(Int, String, String)] = []
        func session(_ day: Int, _ time: String, _ title: String, _ duration: String, _ sets: [String]) {
            for (index, set) in sets.enumerated() {
                let notes = index == 0 ? "\"\(title == "Week A Day 1" ? "Slept well; felt strong" : "")\"" : ""
                rows.append((day, time, "\"\(title)\";\(set);\(notes);\(duration)"))
            }
        }
        session(
            0, "16:39:37", "Week A Day 1", "1h 4m",
            [
                "\"Bench Press (Barbell)\";1;95;lbs;10;;;;0;\"warm-up\"",
                "\"Bench Press (Barbell)\";2;135;lbs;8;7;;;0;\"\"",
                "\"Bench Press (Barbell)\";3;155;lbs;5;8;;;0;\"\"",
                "\"Bench Press (Barbell)\";4;155;lbs;5;8.5;;;0;\"\"",
                "\"Bench Press (Barbell)\";5;155;lbs;4;9.5;;;0;\"grindy last rep\"",
                "\"Incline Bench Press (Dumbbell)\";1;50;lbs;10;7;;;0;\"\"",
                "\"Incline Bench Press (Dumbbell)\";2;50;lbs;10;8;;;0;\"\"",
                "\"Incline Bench Press (Dumbbell)\";3;50;lbs;9;9;;;0;\"\"",
                "\"Triceps Pushdown (Cable - Straight Bar)\";1;60;lbs;12;;;;0;\"\"",
                "\"Triceps Pushdown (Cable - Straight Bar)\";2;60;lbs;12;;;;0;\"\"",
                "\"Triceps Pushdown (Cable - Straight Bar)\";3;70;lbs;10;;;;0;\"\"",
                "\"Chest Dip\";1;;;12;;;;0;\"\"",
                "\"Chest Dip\";2;;;10;;;;0;\"\"",
            ])
        session(
            1, "07:02:11", "腿日 🦵", "58m",
            [
                "\"Squat (Barbell)\";1;135;lbs;5;;;;0;\"\"",
                "\"Squat (Barbell)\";2;185;lbs;5;7;;;0;\"\"",
                "\"Squat (Barbell)\";3;225;lbs;5;8;;;0;\"\"",
                "\"Squat (Barbell)\";4;225;lbs;5;8.5;;;0;\"\"",
                "\"Squat (Barbell)\";5;225;lbs;5;9;;;0;\"belt on\"",
                "\"Romanian Deadlift (Barbell)\";1;185;lbs;8;7;;;0;\"\"",
                "\"Romanian Deadlift (Barbell)\";2;185;lbs;8;8;;;0;\"\"",
                "\"Romanian Deadlift (Barbell)\";3;185;lbs;8;8;;;0;\"\"",
                "\"Leg Press\";1;270;lbs;12;;;;0;\"\"",
                "\"Leg Press\";2;270;lbs;12;;;;0;\"\"",
                "\"Leg Press\";3;320;lbs;10;;;;0;\"\"",
                "\"Standing Calf Raise (Machine)\";1;150;lbs;15;;;;0;\"\"",
                "\"Standing Calf Raise (Machine)\";2;150;lbs;15;;;;0;\"\"",
            ])
        session(
            3, "18:15:40", "Week A Day 2", "1h 11m",
            [
                "\"Deadlift (Barbell)\";1;225;lbs;5;;;;0;\"\"",
                "\"Deadlift (Barbell)\";2;275;lbs;5;7;;;0;\"\"",
                "\"Deadlift (Barbell)\";3;315;lbs;3;8.5;;;0;\"\"",
                "\"Deadlift (Barbell)\";4;315;lbs;3;9;;;0;\"\"",
                "\"Pull Up\";1;;;8;;;;0;\"\"",
                "\"Pull Up\";2;;;7;;;;0;\"\"",
                "\"Pull Up (Band)\";1;;;6;;;;0;\"green band\"",
                "\"Bent Over Row (Barbell)\";1;135;lbs;10;7;;;0;\"\"",
                "\"Bent Over Row (Barbell)\";2;135;lbs;10;8;;;0;\"\"",
                "\"Bent Over Row (Barbell)\";3;135;lbs;9;9;;;0;\"\"",
                "\"Bicep Curl (Dumbbell)\";1;30;lbs;12;;;;0;\"\"",
                "\"Bicep Curl (Dumbbell)\";2;30;lbs;12;;;;0;\"\"",
                "\"Bicep Curl (Dumbbell)\";3;30;lbs;10;;;;0;\"said \"\"one more\"\"\"",
                "\"Face Pull (Cable)\";1;40;lbs;15;;;;0;\"\"",
            ])
        session(
            5, "09:30:05", "Saturday run; easy", "32m",
            [
                "\"Running\";1;;;;;3.1;mi;1860;\"zone 2\"",
                "\"Plank\";1;;;;;;;90;\"\"",
                "\"Plank\";2;;;;;;;75;\"\"",
                "\"Hanging Leg Raise\";1;;;12;;;;0;\"\"",
                "\"Hanging Leg Raise\";2;;;10;;;;0;\"\"",
                "\"Overhead Press (Barbell)\";1;85;lbs;8;8;;;0;\"\"",
                "\"Overhead Press (Barbell)\";2;85;lbs;8;8.5;;;0;\"\"",
                "\"Overhead Press (Barbell)\";3;85;lbs;7;9;;;0;\"\"",
            ])
        return rows
    }()

    /// Days from 1970-01-01 to Monday 1990-01-01, the first copy's week.
    private static let firstMonday = 7305

    static func write(rows count: Int, to path: String) throws {
        guard let stream = fopen(path, "w") else { throw CocoaError(.fileWriteUnknown) }
        defer { fclose(stream) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        buffer.append(contentsOf: header.utf8)
        buffer.append(UInt8(ascii: "\n"))
        var written = 0
        var copy = 0
        while written < count {
            for row in week where written < count {
                buffer.append(contentsOf: date(days: firstMonday + copy * 7 + row.day).utf8)
                buffer.append(UInt8(ascii: " "))
                buffer.append(contentsOf: row.time.utf8)
                buffer.append(UInt8(ascii: ";"))
                buffer.append(contentsOf: row.rest.utf8)
                buffer.append(UInt8(ascii: "\n"))
                written += 1
            }
            copy += 1
            if buffer.count >= 1 << 20 {
                fwrite(buffer, 1, buffer.count, stream)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        fwrite(buffer, 1, buffer.count, stream)
    }

    /// `YYYY-MM-DD` of the day `days` after 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
    /// civil-from-days).
    static func date(days: Int) -> String {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
