public import KheperCore

/// An image or a video shown in a workout, such as a photo of the setup or a clip of the movement.
public struct MediaBlock: Block {
    /// `media`.
    public static let kind: BlockKind = "media"

    /// Whether this is an image or a video.
    public var kind: MediaKind

    /// Where the file is: an `http` or `https` URL, or a relative path; see ``MediaSource/classify(_:)``.
    public var source: String

    /// Text that describes the image for people who cannot see it.
    public var alt: String?

    /// A caption shown below the media.
    public var caption: String?

    /// The width in pixels. Its range, like every limit of a media block, is declared in ``fields``.
    public var width: Int?

    /// The height in pixels.
    public var height: Int?

    /// The length of a video in seconds; images have none.
    public var duration: Double?

    /// The file's media type, such as `image/png`; it must match the media `kind`.
    public var mimeType: String?

    /// Creates a media block.
    public init(
        kind: MediaKind,
        source: String,
        alt: String? = nil,
        caption: String? = nil,
        width: Int? = nil,
        height: Int? = nil,
        duration: Double? = nil,
        mimeType: String? = nil
    ) {
        self.kind = kind
        self.source = source
        self.alt = alt
        self.caption = caption
        self.width = width
        self.height = height
        self.duration = duration
        self.mimeType = mimeType
    }
}
