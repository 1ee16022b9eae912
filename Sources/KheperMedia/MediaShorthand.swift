import KheperCore

/// Reads the one line typed after choosing "Media": a URL or relative path, optionally followed by alt text in
/// double quotes, after `alt` or after `alt=`, as in `img/squat.jpg "Bar on the upper back"` or
/// `img/squat.jpg alt Bar on the upper back`.
///
/// The kind comes from the file extension: jpg, jpeg, png, gif, webp and heic are images; mp4, mov, m4v and webm
/// are videos. An `https` page on a video site of ``VideoPage/hosts``, such as a YouTube or Vimeo page, is a video.
enum MediaShorthand {
    /// Reads `line` into a media block.
    static func parse(_ line: String) throws(ShorthandError) -> MediaBlock {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw ShorthandError(.empty, token: nil, "the media is empty; type a URL or a relative path")
        }
        let source = String(text.prefix { $0 != " " && $0 != "\t" })
        let rest = text.dropFirst(source.count).drop { $0 == " " || $0 == "\t" }
        if case .rejected(let reason) = MediaSource.classify(source) {
            throw ShorthandError(.invalidValue, token: source, "the source \"\(source)\" cannot be used: \(reason)")
        }
        let path = source.prefix { $0 != "?" && $0 != "#" }
        let name = path.split(separator: "/").last ?? path
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        guard let kind = MediaKind(fileExtension: fileExtension) ?? (VideoPage(source) == nil ? nil : .video) else {
            throw .unreadable(
                source,
                expected: "a file ending in an image (jpg, jpeg, png, gif, webp, heic) or video (mp4, mov, m4v, webm) "
                    + "extension, or an https video page on \(VideoPage.hostList)")
        }
        return MediaBlock(kind: kind, source: source, alt: try alt(in: rest))
    }

    /// The alt text in `rest`: quoted (`"Bar on the back"`), after the word `alt` (`alt Bar on the back`, which is
    /// what the shell passes for `alt "Bar on the back"`), or after `alt=`, quoted or not; `nil` when `rest` is empty.
    private static func alt(in untrimmed: Substring) throws(ShorthandError) -> String? {
        var rest = untrimmed
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        guard let open = rest.first else { return nil }
        if open == "\"" || open == "“" { return try quoted(rest) }
        let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "=" }
        guard word.lowercased() == "alt", let separator = rest.dropFirst(word.count).first else {
            throw .unreadable(
                String(rest.prefix { $0 != " " }),
                expected: "alt text in double quotes, or after \"alt\" or \"alt=\"")
        }
        let value = rest.dropFirst(word.count + 1).drop { $0 == " " || $0 == "\t" }
        if value.first == "\"" || value.first == "“" { return try quoted(value) }
        guard !value.isEmpty else {
            throw .unreadable(String(rest), expected: "the alt text after \"\(word)\(separator)\"")
        }
        return String(value)
    }

    /// The text between the quote that starts `rest` and its closing quote, which must end `rest`.
    private static func quoted(_ rest: Substring) throws(ShorthandError) -> String? {
        let closing: Character = rest.first == "“" ? "”" : "\""
        let inner = rest.dropFirst()
        guard let end = inner.firstIndex(of: closing) else {
            throw .unreadable(String(rest), expected: "a closing quote after the alt text")
        }
        let trailing = inner[inner.index(after: end)...].drop { $0 == " " || $0 == "\t" }
        guard trailing.isEmpty else {
            throw .unreadable(String(trailing.prefix { $0 != " " }), expected: "nothing after the quoted alt text")
        }
        let alt = String(inner[..<end])
        return alt.isEmpty ? nil : alt
    }
}
