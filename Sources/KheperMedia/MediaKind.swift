public import KheperCore

/// Whether a media block shows an image or plays a video.
public enum MediaKind: String, FieldChoice {
    /// A still picture.
    case image
    /// A moving picture.
    case video

    /// The file extensions each kind is inferred from, lowercase and without the dot.
    public var fileExtensions: Set<String> {
        switch self {
        case .image: ["jpg", "jpeg", "png", "gif", "webp", "heic"]
        case .video: ["mp4", "mov", "m4v", "webm"]
        }
    }

    /// The kind whose extensions include `fileExtension` (compared without case), or `nil`.
    public init?(fileExtension: String) {
        let lowered = fileExtension.lowercased()
        guard let kind = Self.allCases.first(where: { $0.fileExtensions.contains(lowered) }) else { return nil }
        self = kind
    }
}
