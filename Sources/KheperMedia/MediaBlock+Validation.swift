public import KheperCore

extension Diagnostic.Code {
    /// A media source is not an http or https URL or a safe relative path.
    static let mediaInvalidSource: Self = "media.invalid-source"
    /// An image has no text alternative.
    static let mediaMissingAlt: Self = "media.missing-alt"
    /// An image has a duration, which only videos have.
    static let mediaDurationOnImage: Self = "media.duration-on-image"
    /// The media type does not match the kind.
    static let mediaMimeMismatch: Self = "media.mime-mismatch"
    /// A video page, such as a YouTube page, is marked as an image.
    static let mediaVideoPageAsImage: Self = "media.video-page-as-image"
}

extension MediaBlock {
    /// The findings about this block, with paths relative to its `data`: the bounds its ``fields`` declare, then
    /// the rules that span fields.
    public func validationDiagnostics() -> [Diagnostic] {
        Self.definition.validate(self)
    }

    /// The rules beyond a field's bounds: a safe source, a video page marked as a video, an image's text
    /// alternative, a duration only on a video, and a media type that matches the kind.
    func ruleDiagnostics() -> [Diagnostic] {
        var checks = FieldChecks()
        if case .rejected(let reason) = MediaSource.classify(source) {
            checks.append(
                .error(
                    .mediaInvalidSource,
                    "\"source\" is \(Self.quoted(source)); \(reason)",
                    at: ["source"]
                )
            )
        }
        if kind == .image, let page = VideoPage(source) {
            checks.append(
                .error(
                    .mediaVideoPageAsImage,
                    "\"kind\" is \"image\", but \"source\" is a video page on \(page.host); expected \"video\"",
                    at: ["kind"]
                )
            )
        }
        if kind == .image, (alt ?? "").allSatisfy(\.isWhitespace) {
            checks.append(
                .warning(
                    .mediaMissingAlt,
                    "\"alt\" is \(alt == nil ? "missing" : "empty"); describe the image for people who cannot see it",
                    at: ["alt"]
                )
            )
        }
        if let duration {
            if kind == .image {
                checks.append(
                    .warning(
                        .mediaDurationOnImage,
                        "\"duration\" is \(FieldChecks.format(duration)) seconds on an image; only a video has a "
                            + "duration, so it is ignored",
                        at: ["duration"]
                    )
                )
            }
        }
        if let mimeType, !Self.mimeType(mimeType, matches: kind) {
            checks.append(
                .error(
                    .mediaMimeMismatch,
                    "\"mimeType\" is \(Self.quoted(mimeType)); expected \(kind.rawValue)/… for \(kind == .image ? "an" : "a") "
                        + "\(kind.rawValue)",
                    at: ["mimeType"]
                )
            )
        }
        return checks.diagnostics
    }

    /// Whether `mimeType` is `kind/subtype` with a non-empty subtype, ignoring case.
    private static func mimeType(_ mimeType: String, matches kind: MediaKind) -> Bool {
        let prefix = kind.rawValue + "/"
        let lowered = mimeType.lowercased()
        return lowered.hasPrefix(prefix) && lowered.count > prefix.count
    }

    /// The value as a JSON string, shortened to 80 characters so a huge `data:` URL stays readable.
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 80 ? text.prefix(79) + "…" : text
        return JSONValue.string(String(shown)).description
    }
}
