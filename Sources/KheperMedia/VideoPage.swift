/// An `https` link to a page on a video site from a short allow-list, such as a YouTube or Vimeo page: the way
/// people share form videos. A video page is shown as a link card naming its host; nothing is embedded or fetched.
public struct VideoPage: Sendable, Hashable {
    /// The hosts whose pages are accepted as video links, compared without case.
    public static let hosts: [String] = [
        "youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "vimeo.com", "www.vimeo.com",
        "player.vimeo.com",
    ]

    /// The URL exactly as written.
    public let url: String

    /// The host, lowercased, such as `www.youtube.com`.
    public let host: String

    /// The video page at `source`, or `nil` unless it is an allowed media source (see ``MediaSource``) with the
    /// `https` scheme, a host on ``hosts`` with no user or port, and something after the host.
    public init?(_ source: String) {
        guard case .web = MediaSource.classify(source) else { return nil }
        let scheme = "https://"
        guard source.count > scheme.count, source.prefix(scheme.count).lowercased() == scheme else { return nil }
        let rest = source.dropFirst(scheme.count)
        let host = rest.prefix { !"/?#".contains($0) }.lowercased()
        let path = rest.dropFirst(host.count)
        guard Self.hosts.contains(host), path.contains(where: { !"/?#".contains($0) }) else { return nil }
        self.url = source
        self.host = host
    }

    /// The host without a leading `www.`, `m.` or `player.`, as a person would say it: `youtube.com`, `youtu.be`,
    /// `vimeo.com`.
    public var siteName: String {
        for prefix in ["www.", "m.", "player."] where host.hasPrefix(prefix) {
            return String(host.dropFirst(prefix.count))
        }
        return host
    }

    /// The allow-list in words, for messages: `youtube.com, www.youtube.com, … or player.vimeo.com`.
    static var hostList: String {
        hosts.dropLast().joined(separator: ", ") + " or " + (hosts.last ?? "")
    }
}
