import Foundation

/// Finds the workouts to check: every `*.kheper.json` in the package and every `.json` file under
/// `Examples/Workouts/` (not the images they show).
enum WorkoutFiles {
    /// Paths relative to `package`, sorted, each once; hidden folders such as `.build` and `.git` are skipped.
    static func find(in package: URL) -> [String] {
        var found: Set<String> = []
        let root = package.standardizedFileURL.path + "/"
        for url in walk(package) {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root) else { continue }
            let relative = String(path.dropFirst(root.count))
            if url.lastPathComponent.hasSuffix(".kheper.json")
                || (relative.hasPrefix("Examples/Workouts/") && url.pathExtension == "json")
            {
                found.insert(relative)
            }
        }
        return found.sorted()
    }

    /// Every regular, non-hidden file below `directory`, without descending into hidden folders such as `.build`.
    private static func walk(_ directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walker = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true { files.append(url) }
        }
        return files
    }
}
