// kheper-import-check [--unit kg|lb] FILE...: reads each workout-log export with auto-detection and prints, per file, the format
// and layout found and what came out of it; exits 1 when a file cannot be read. `scripts/import-real-exports.sh`
// runs it on real exports and compares the counts with hand-verified ones.
import KheperLogImport
import KheperTrainingLog

#if canImport(Glibc)
    import Glibc
#endif

var failed = false
var options = ImportOptions()
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
    print("usage: kheper-import-check [--unit kg|lb] FILE... (--unit applies to the files after it)")
    exit(2)
}
var expectingUnit = false
for path in arguments {
    if expectingUnit {
        options.defaultUnit = WeightUnit(rawValue: path)
        expectingUnit = false
        continue
    }
    if path == "--unit" {
        expectingUnit = true
        continue
    }
    do {
        let summary = try LogImporter.importFile(atPath: path, options: options) { _ in }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        print(
            "\(name)\tformat=\(summary.format.rawValue)\tdialect=\(summary.dialect)\tsessions=\(summary.sessions)"
                + "\texercises=\(summary.exercises)\tsets=\(summary.sets)\tskipped=\(summary.skippedRows)"
                + "\trecovered=\(summary.recoveredRows)")
        for note in summary.skipped { print("  skipped \(note)") }
        for note in summary.recovered { print("  recovered \(note)") }
    } catch {
        print("\(path)\terror: \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
