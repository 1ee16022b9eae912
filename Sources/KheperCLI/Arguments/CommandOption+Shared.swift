/// The options several commands share, declared once here.
extension CommandOption {
    /// `--store PATH`: the store to use (see `StoreLocation`).
    static let store = CommandOption("--store", value: .file, placeholder: "PATH", help: "the store to use")

    /// `--json`: print JSON for other programs.
    static let json = CommandOption(flag: "--json", help: "print JSON")

    /// `--unit kg|lb`: the unit weights are shown in (`DisplayUnit`).
    static let unit = CommandOption(
        "--unit", value: .choice(Setting.unit.values), placeholder: "UNIT",
        help: "\(Setting.unit.expected), to show weights in (default: $\(DisplayUnit.variable), else the setting\n"
            + "`kheper settings unit`, else the log's most used)")

    /// `-y, --yes`: do it without asking.
    static let yes = CommandOption(flag: "-y", "--yes", help: "do it without asking")

    /// `-o, --output FILE`: where to write instead of standard output.
    static let output = CommandOption(
        "-o", "--output", value: .file, help: "write to FILE instead of standard output")

    /// `--server URL`: the sync server (`kheper server`, `kheper sync`).
    static let server = CommandOption(
        "--server", value: .text, placeholder: "URL",
        help: "the server, as a libpq connection string (postgresql://USER:PASSWORD@HOST:PORT/DATABASE); by default "
            + "$KHEPER_SERVER")

    /// `--after BLOCK`: place the block after BLOCK.
    static let after = CommandOption("--after", value: .block, help: "place it after BLOCK")

    /// `--before BLOCK`: place the block before BLOCK.
    static let before = CommandOption("--before", value: .block, help: "place it before BLOCK")

    /// `--into BLOCK`: place the block inside the container BLOCK.
    static let into = CommandOption(
        "--into", value: .block, help: "place it inside the container BLOCK (last, or first with --first)")

    /// `--first`: the start of its list, or of the `--into` container's children.
    static let first = CommandOption(
        flag: "--first", help: "place it at the start of its list (or of BLOCK's children with --into)")

    /// `--last`: the end of its list.
    static let last = CommandOption(flag: "--last", help: "place it at the end of its list")

    /// The options that name the block to place it by, of which at most one may be given.
    static let places: [CommandOption] = [after, before, into]

    /// The placement options, in the order the help lists them.
    static let placement: [CommandOption] = places + [first, last]
}
