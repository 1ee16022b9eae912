/// How a cell is drawn: colours and the few attributes every terminal supports.
public struct TextStyle: Hashable, Sendable {
    /// The text colour, or the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour, or the terminal's default.
    public var background: TerminalColor?
    /// Bold, or bright on terminals that draw it so.
    public var bold: Bool
    /// Dim (faint).
    public var dim: Bool
    /// Underlined.
    public var underline: Bool
    /// Foreground and background swapped: the usual way to show a selection, and visible without colour.
    public var reverse: Bool

    /// Creates a style; every part defaults to the terminal's own.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default style.
    public static let plain = TextStyle()

    /// This style without its colours, for terminals and users that want none (`NO_COLOR`).
    public var withoutColors: TextStyle {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }

    /// The SGR parameters that set this style from a reset, without the leading `0`.
    var selectGraphicRendition: [String] {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if let foreground { parameters.append(foreground.parameter(base: 30)) }
        if let background { parameters.append(background.parameter(base: 40)) }
        return parameters
    }
}

/// A terminal colour: one of the eight standard colours, which users' themes choose, or an index in the
/// 256-colour palette.
public enum TerminalColor: Hashable, Sendable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
    /// An entry of the 256-colour palette (8–15 are the bright standard colours).
    case palette(UInt8)

    /// The SGR parameter for this colour, `base` being 30 for the foreground and 40 for the background.
    func parameter(base: Int) -> String {
        let standard: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        if let index = standard.firstIndex(of: self) { return "\(base + index)" }
        guard case .palette(let index) = self else { return "\(base + 9)" }
        return "\(base + 8);5;\(index)"
    }
}
