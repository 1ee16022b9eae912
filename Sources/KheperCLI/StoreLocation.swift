/// Where the `kheper` store lives: `--store PATH`, else `KHEPER_STORE`, else the user's data directory.
enum StoreLocation {
    /// The store path for a command line's `--store` value and the environment.
    static func path(option: String?, environment: ToolEnvironment) -> String {
        if let option, !option.isEmpty { return environment.absolute(option) }
        if let variable = environment.variables["KHEPER_STORE"], !variable.isEmpty {
            return environment.absolute(variable)
        }
        return defaultPath(variables: environment.variables)
    }

    /// `$XDG_DATA_HOME/kheper/kheper.sqlite`, else `~/.local/share/kheper/kheper.sqlite`.
    static func defaultPath(variables: [String: String]) -> String {
        if let dataHome = variables["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/kheper/kheper.sqlite"
        }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/kheper/kheper.sqlite"
    }
}
