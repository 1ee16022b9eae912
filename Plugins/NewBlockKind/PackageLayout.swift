import Foundation

/// The package being changed: what it already holds, and how new files and manifest lines are written into it.
struct PackageLayout {
    /// The package's root directory.
    let directory: URL

    /// The names of the package's targets, as SwiftPM reads them from Package.swift.
    let targetNames: Set<String>

    /// Refuses a kind whose tag is already declared in `Sources/`, or whose module or test target already exists.
    func checkAvailable(_ name: KindName) throws(ScaffoldError) {
        if let file = declaringFile(of: name.tag) {
            throw ScaffoldError(
                "the kind \"\(name.tag)\" is already taken: \(file) declares it; choose another name")
        }
        for module in [name.moduleName, name.moduleName + "Tests"] {
            let folder = module.hasSuffix("Tests") ? "Tests/\(module)" : "Sources/\(module)"
            if targetNames.contains(module) || exists(folder) {
                let place = targetNames.contains(module) ? "the package has a target \(module)" : "\(folder) exists"
                throw ScaffoldError("the module name \(module) is already taken: \(place); choose another name")
            }
        }
        if let manifest = try? String(contentsOf: directory.appending(path: "Package.swift"), encoding: .utf8),
            manifest.contains("\"\(name.moduleName)\"")
        {
            throw ScaffoldError("Package.swift already names \"\(name.moduleName)\"; choose another name")
        }
    }

    /// Each file's text after `insertions`, read and checked before anything is written, so a missing marker
    /// refuses the whole command.
    func plan(_ insertions: [MarkedInsertion]) throws(ScaffoldError) -> [(path: String, contents: String)] {
        var planned: [(path: String, contents: String)] = []
        for insertion in insertions {
            let current: String
            if let index = planned.firstIndex(where: { $0.path == insertion.path }) {
                current = planned.remove(at: index).contents
            } else {
                do {
                    current = try String(contentsOf: directory.appending(path: insertion.path), encoding: .utf8)
                } catch {
                    throw ScaffoldError(
                        "--built-in needs \(insertion.path), which could not be read: \(error.localizedDescription)")
                }
            }
            planned.append((insertion.path, try insertion.apply(to: current)))
        }
        return planned
    }

    /// Replaces existing files with the text `plan(_:)` made for them.
    func replace(_ edited: [(path: String, contents: String)]) throws(ScaffoldError) {
        for file in edited {
            do {
                try Data(file.contents.utf8).write(to: directory.appending(path: file.path), options: .atomic)
            } catch {
                throw ScaffoldError("could not write \(file.path): \(error.localizedDescription)")
            }
        }
    }

    /// Creates every file, refusing to overwrite one, then appends `manifestLines`, if any, to Package.swift.
    func write(_ files: [(path: String, contents: String)], manifestLines: String?) throws(ScaffoldError) {
        let manager = FileManager.default
        for file in files {
            let url = directory.appending(path: file.path)
            guard !manager.fileExists(atPath: url.path) else {
                throw ScaffoldError("\(file.path) already exists; nothing more was written")
            }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw ScaffoldError("could not write \(file.path): \(error.localizedDescription)")
            }
        }
        guard let manifestLines else { return }
        let manifest = directory.appending(path: "Package.swift")
        do {
            let handle = try FileHandle(forUpdating: manifest)
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            var prefix = ""
            if end > 0 {
                try handle.seek(toOffset: end - 1)
                if try handle.read(upToCount: 1) != Data("\n".utf8) { prefix = "\n" }
            }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((prefix + manifestLines).utf8))
        } catch {
            throw ScaffoldError("could not append to Package.swift: \(error.localizedDescription)")
        }
    }

    /// The first Swift file under `Sources/` that declares `static let kind: BlockKind = "tag"`, if any.
    private func declaringFile(of tag: String) -> String? {
        let sources = directory.appending(path: "Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return nil
        }
        let declaration = "BlockKind = \"\(tag)\""
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains(declaration) else { continue }
            let path = url.standardizedFileURL.path
            let root = sources.standardizedFileURL.path + "/"
            return path.hasPrefix(root) ? "Sources/" + path.dropFirst(root.count) : path
        }
        return nil
    }

    /// Whether `relativePath` exists in the package.
    private func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appending(path: relativePath).path)
    }
}
