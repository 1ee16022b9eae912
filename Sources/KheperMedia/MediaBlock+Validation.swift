import KheperCore

extension Diagnostic.Code {
    /// A media source is not an http or https URL or a safe relative path.
    static let mediaInvalidSource: Self = "media.invalid-source"
    /// An image has no text alternative.
    static let mediaMissingAlt: Self = "media.missing-alt"
    /// An image has a duration, which only videos have.
    static let mediaDurationOnImage: Self = "media.duration-on-image"
    /// The media type does not match the kind.
    static let mediaMimeMismatch: Self = "media.mime-mismatch"
}

extension MediaBlock {
    /// The findings about this block's fields, with paths relative to its `data`.
    func diagnostics() -> [Diagnostic] {
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
        if kind == .image, (alt ?? "").allSatisfy(\.isWhitespace) {
            checks.append(
                .warning(
                    .mediaMissingAlt,
                    "\"alt\" is \(alt == nil ? "missing" : "empty"); describe the image for people who cannot see it",
                    at: ["alt"]
                )
            )
        }
        checks.range(width, Self.pixelRange, field: "width", at: ["width"], unit: "pixels")
        checks.range(height, Self.pixelRange, field: "height", at: ["height"], unit: "pixels")
        if let duration {
            checks.range(duration, Self.durationRange, field: "duration", at: ["duration"], unit: "seconds")
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
