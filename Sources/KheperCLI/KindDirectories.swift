import Foundation
import KheperCore
import KheperKindFiles

/// Where `kheper` finds kinds declared in files: every `*.kind.json` in the user's kinds folder
/// (`$XDG_CONFIG_HOME/kheper/kinds`, else `~/.config/kheper/kinds`), which may be missing, and in each folder a
/// global `--kinds DIR` names, which must exist.
enum KindDirectories {
    /// The global option, given before the command, once per folder.
    static let option = "--kinds"

    /// Splits the leading `--kinds DIR` and `--kinds=DIR` options off `arguments`.
    static func split(_ arguments: [String]) throws(CommandFailure) -> (directories: [String], rest: [String]) {
        var directories: [String] = []
        var rest = arguments[...]
        while let first = rest.first, first == option || first.hasPrefix(option + "=") {
            rest = rest.dropFirst()
            if first == option {
                guard let directory = rest.first, !directory.isEmpty else {
                    throw CommandFailure("\(option) needs a folder of kind files: \(option) DIR", exitCode: .usage)
                }
                directories.append(directory)
                rest = rest.dropFirst()
            } else {
                directories.append(String(first.dropFirst(option.count + 1)))
            }
        }
        return (directories, Array(rest))
    }

    /// `$XDG_CONFIG_HOME/kheper/kinds` when that variable is an absolute path, else `$HOME/.config/kheper/kinds`;
    /// `nil` when neither is set.
    static func userDirectory(variables: [String: String]) -> String? {
        if let configHome = variables["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/kheper/kinds"
        }
        guard let home = variables["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/kheper/kinds"
    }

    /// `registry` with the kinds of the user's folder, when it exists, and of each of `directories` added.
    ///
    /// - Throws: ``KindFileError`` for a folder of `directories` that cannot be read, a malformed file, or a tag
    ///   declared twice or already registered.
    static func registry(
        _ registry: BlockRegistry,
        adding directories: [String],
        environment: ToolEnvironment
    ) throws(KindFileError) -> BlockRegistry {
        var files: [KindFile] = []
        var loaded: Set<String> = []
        var isDirectory: ObjCBool = false
        if let user = userDirectory(variables: environment.variables),
            FileManager.default.fileExists(atPath: user, isDirectory: &isDirectory), isDirectory.boolValue
        {
            files += try KindFileDirectory.load(user, valueTypes: registry.valueTypes)
            loaded.insert(canonical(user))
        }
        // A folder named twice, or the user's folder named again, is read once.
        for directory in directories where loaded.insert(canonical(environment.absolute(directory))).inserted {
            files += try KindFileDirectory.load(
                environment.absolute(directory), named: directory, valueTypes: registry.valueTypes)
        }
        return files.isEmpty ? registry : try registry.adding(files)
    }

    /// `path` with symbolic links and `.` or `..` steps resolved, so two spellings of one folder compare equal.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
