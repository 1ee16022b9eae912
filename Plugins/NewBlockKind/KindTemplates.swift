// The files `new-block-kind` writes, with placeholders that `KindScaffold` fills in: __Type__ (`StretchBlock`),
// __Prefix__ (`Stretch`), __Module__ (`KheperStretch`), __kind__ (`stretch`), __Display__ (`Stretch`), __display__
// (`stretch`) and __css__ (`stretch`, or `acme-stretch` for `acme/stretch`). They follow the conventions of the
// built-in kind modules; edit them here and run the plugin to check that the output builds, tests and lints.

/// Every file of a new kind, keyed by its path relative to the package, with placeholders.
enum KindTemplates {
    /// The module's files and the test target's files, in the order they are written.
    static let files: [(path: String, contents: String)] = [
        ("Sources/__Module__/__Prefix__Shorthand.swift", shorthand),
        ("Sources/__Module__/__Type__+Definition.swift", blockDefinition),
        ("Sources/__Module__/__Type__+Effort.swift", blockEffort),
        ("Sources/__Module__/__Type__+Rendering.swift", blockRendering),
        ("Sources/__Module__/__Type__.swift", block),
        ("Tests/__Module__Tests/__Prefix__RenderingTests.swift", renderingTests),
        ("Tests/__Module__Tests/__Prefix__ShorthandTests.swift", shorthandTests),
        ("Tests/__Module__Tests/__Type__Tests.swift", blockTests),
    ]

    /// `__Prefix__Shorthand.swift`.
    static let shorthand = #"""
        import KheperCore

        /// Reads the one line typed after choosing "__Display__".
        ///
        /// `TITLE [DURATION] [EFFORT]`: a title of one or more words, then optionally a duration such as
        /// `30s` or `2m`, then optionally `easy`, `moderate` or `hard`, as in `Slow breathing 2m easy`.
        /// A number that is not a duration is an error naming the token, and so is a line without a title.
        enum __Prefix__Shorthand {
            /// Reads `line` into a block.
            static func parse(_ line: String) throws(ShorthandError) -> __Type__ {
                var tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                var effort: __Type__.Effort?
                if let last = tokens.last, let choice = __Type__.Effort(rawValue: last.lowercased()) {
                    effort = choice
                    tokens.removeLast()
                }
                var seconds: Int?
                if let last = tokens.last, let first = last.first, first.isASCII, first.isNumber {
                    seconds = try duration(last)
                    tokens.removeLast()
                }
                guard !tokens.isEmpty else {
                    throw ShorthandError(
                        .empty, token: nil, "a title is needed first, as in \"Slow breathing 2m easy\"")
                }
                let title = tokens.joined(separator: " ")
                let most = __Type__.titleLength.upperBound
                guard title.count <= most else {
                    let message = "the title has \(title.count) characters; expected at most \(most)"
                    throw ShorthandError(.invalidValue, token: title, message)
                }
                return __Type__(title: title, seconds: seconds, effort: effort)
            }

            /// Reads a duration such as `30s`, `2m` or `1m30s` into seconds, the way every kind reads them, within
            /// the range the `seconds` field declares.
            private static func duration(_ token: String) throws(ShorthandError) -> Int {
                guard let seconds = DurationFormatter.seconds(parsing: token, bareNumbers: false) else {
                    throw .unreadable(token, expected: "a duration such as 30s, 2m or 1m30s")
                }
                let range = __Type__.secondsRange
                guard range.contains(seconds) else {
                    throw ShorthandError(
                        .invalidValue, token: token,
                        "\"seconds\" is \(seconds) s; expected \(range.lowerBound) to \(range.upperBound) s")
                }
                return seconds
            }
        }

        """#

    /// `__Type__+Definition.swift`.
    static let blockDefinition = #"""
        public import KheperCore
        import KheperMeasures

        extension __Type__ {
            /// The `__kind__` kind: a leaf placed at the root, read from shorthand such as
            /// `Slow breathing 2m easy`.
            public static let definition = BlockDefinition(
                __Type__.self,
                displayName: "__Display__",
                symbolName: "square.dashed",
                nesting: .leaf(atRoot: true),
                makeDefault: { __Type__(title: "__Display__") },
                shorthand: { text throws(ShorthandError) in try __Prefix__Shorthand.parse(text) },
                shorthandExamples: ["Slow breathing 2m easy", "Left side 30s", "Push hard"],
                fields: fields,
                dataSchema: ["title": "__Display__ block data"],
                renderers: renderers
            )

            /// The fields of the `data` object, declared once: the kernel builds the JSON Schema, checks ranges,
            /// lengths and choices with the standard messages, and reads `kheper set` values from them. Add a
            /// `validate:` closure to the definition only for rules that span fields.
            public static let fields: [FieldSpec] = [
                FieldSpec(
                    "title", .string, length: 1...100, required: true, doc: "What the block says.",
                    example: "Slow breathing"),
                FieldSpec("seconds", .duration, range: 1...3_600, doc: "How long it lasts, in seconds.", example: "2m"),
                FieldSpec(
                    "effort", .choice(Effort.allCases.map(\.rawValue)), default: "moderate",
                    doc: "How hard it is meant to be.", example: "easy"),
            ]

            /// Allowed `title` length, in characters, from ``fields``.
            public static let titleLength = fields.length(of: "title")

            /// Allowed `seconds`, from ``fields``.
            public static let secondsRange = fields.integerRange(of: "seconds")
        }

        """#

    /// `__Type__+Effort.swift`.
    static let blockEffort = #"""
        public import KheperCore

        extension __Type__ {
            /// How hard a __display__ block is meant to be.
            public enum Effort: String, FieldChoice {
                /// Gentle.
                case easy
                /// Steady; the default.
                case moderate
                /// Close to the limit.
                case hard
            }
        }

        """#

    /// `__Type__+Rendering.swift`.
    static let blockRendering = #"""
        import KheperCore
        import KheperRenderTargets

        extension __Type__ {
            /// One renderer per built-in target.
            static let renderers = [
                BlockRenderer(__Type__.self, for: PlainTextTarget.self) { block, input in
                    let line = ([block.title] + block.details).joined(separator: " · ")
                    let head = PlainTextTarget.indent(input.depth) + line
                    return PlainTextTarget.lines(head, children: input.children)
                },
                BlockRenderer(__Type__.self, for: MarkdownTarget.self) { block, input in
                    let title = "**\(MarkdownTarget.escape(block.title))**"
                    let head = ([title] + block.details).joined(separator: " · ")
                    return MarkdownTarget.nest(head, children: input.children)
                },
                BlockRenderer(__Type__.self, for: HTMLTarget.self) { block, input in
                    var body = "<p class=\"title\">\(HTMLTarget.escape(block.title))</p>"
                    if !block.details.isEmpty {
                        let details = HTMLTarget.escape(block.details.joined(separator: " · "))
                        body += "<p class=\"detail\">\(details)</p>"
                    }
                    return HTMLTarget.section(class: "block __css__", body, children: input.children)
                },
            ]

            /// The duration and the effort as written, such as `["2:00", "easy"]`; the effort shows only when it
            /// is stored.
            private var details: [String] {
                var details: [String] = []
                if let seconds { details.append(DurationFormatter.span(seconds)) }
                if let effort { details.append(effort.rawValue) }
                return details
            }
        }

        """#

    /// `__Type__.swift`.
    static let block = #"""
        public import KheperCore

        /// A __display__ block: a title with an optional duration and effort, such as "__Display__ 30s easy".
        ///
        /// Made by `swift package new-block-kind`: change the fields to the kind's own, keeping their JSON
        /// names once documents use them. Fields with a default are stored as optionals so a round trip
        /// writes back exactly what was read.
        public struct __Type__: Block {
            /// `__kind__`.
            public static let kind: BlockKind = "__kind__"

            /// What the block says, 1 to 100 characters.
            public var title: String

            /// How long it lasts, in seconds, or `nil` when it is not timed.
            public var seconds: Int?

            /// How hard it is, as written; `nil` means ``Effort/moderate``.
            public var effort: Effort?

            /// The effort in effect: the stored one, or ``Effort/moderate``.
            public var resolvedEffort: Effort { effort ?? .moderate }

            /// Creates a block; leave `effort` `nil` to use the default, moderate.
            public init(title: String, seconds: Int? = nil, effort: Effort? = nil) {
                self.title = title
                self.seconds = seconds
                self.effort = effort
            }
        }

        """#

    /// `__Prefix__RenderingTests.swift`.
    static let renderingTests = #"""
        import KheperCore
        import KheperRenderTargets
        import KheperTestSupport
        import Testing
        import __Module__

        @Suite struct __Prefix__RenderingTests {
            let registry = KindTesting.registry([__Type__.definition])

            static let cases: [(__Type__, text: String, markdown: String, html: String)] = [
                (__Type__(title: "Hold"), "Hold", "**Hold**", "<p class=\"title\">Hold</p>"),
                (
                    __Type__(title: "Slow breathing", seconds: 120, effort: .easy),
                    "Slow breathing · 2:00 · easy", "**Slow breathing** · 2:00 · easy",
                    "<p class=\"title\">Slow breathing</p><p class=\"detail\">2:00 · easy</p>"
                ),
                (
                    __Type__(title: "Hold <1>", seconds: 90), "Hold <1> · 1:30", "**Hold \\<1\\>** · 1:30",
                    "<p class=\"title\">Hold &lt;1&gt;</p><p class=\"detail\">1:30</p>"
                ),
                (
                    __Type__(title: "Last_one", effort: .moderate),
                    "Last_one · moderate", "**Last\\_one** · moderate",
                    "<p class=\"title\">Last_one</p><p class=\"detail\">moderate</p>"
                ),
            ]

            @Test(arguments: cases)
            func renders(block: __Type__, text: String, markdown: String, html: String) throws {
                let registry = try #require(registry)
                #expect(KindTesting.render(block, in: registry, as: PlainTextTarget.self) == text)
                #expect(KindTesting.render(block, in: registry, as: MarkdownTarget.self) == markdown)
                #expect(
                    KindTesting.render(block, in: registry, as: HTMLTarget.self)
                        == "<section class=\"block __css__\">\(html)</section>")
            }

            @Test func wholeDocument() throws {
                let registry = try #require(registry)
                var document = BlockDocument(id: "doc", title: "Day")
                try document.append(BlockContent(__Type__(title: "Reach", seconds: 30)))
                try document.append(BlockContent(__Type__(title: "Breathe", effort: .easy)))
                let text = "Day\n===\nReach · 30 s\nBreathe · easy\n"
                KindTesting.expectRendering(document, in: registry, as: PlainTextTarget.self, equals: text)
                let markdown = "# Day\n\n**Reach** · 30 s\n\n**Breathe** · easy\n"
                KindTesting.expectRendering(document, in: registry, as: MarkdownTarget.self, equals: markdown)
            }
        }

        """#

    /// `__Prefix__ShorthandTests.swift`.
    static let shorthandTests = #"""
        import KheperCore
        import Testing
        import __Module__

        @Suite struct __Prefix__ShorthandTests {
            @Test(arguments: [
                ("Hold", __Type__(title: "Hold")),
                ("Slow breathing 2m easy", __Type__(title: "Slow breathing", seconds: 120, effort: .easy)),
                ("  Left   side 30s  ", __Type__(title: "Left side", seconds: 30)),
                ("Push HARD", __Type__(title: "Push", effort: .hard)),
                ("90/90 switch 45s", __Type__(title: "90/90 switch", seconds: 45)),
                ("Hold 3600s moderate", __Type__(title: "Hold", seconds: 3600, effort: .moderate)),
                ("Hold 1m30s", __Type__(title: "Hold", seconds: 90)),
            ])
            func reads(line: String, expected: __Type__) throws {
                #expect(try __Type__.definition.parseShorthand(line).as(__Type__.self) == expected)
            }

            static let failures: [(line: String, code: ShorthandError.Code, token: String?)] = [
                ("", .empty, nil),
                ("30s hard", .empty, nil),
                ("Hold 30x", .unreadableToken, "30x"),
                ("Hold 30", .unreadableToken, "30"),
                ("Hold 0s", .invalidValue, "0s"),
                ("Hold 61m", .invalidValue, "61m"),
                ("Hold 99999999999999999m", .unreadableToken, "99999999999999999m"),
                ("Hold 1m30", .unreadableToken, "1m30"),
                (String(repeating: "t", count: 101), .invalidValue, String(repeating: "t", count: 101)),
            ]

            @Test(arguments: failures)
            func errors(line: String, code: ShorthandError.Code, token: String?) {
                do {
                    let block = try __Type__.definition.parseShorthand(line)
                    Issue.record("read \(block) from \(line)")
                } catch {
                    #expect(error.code == code)
                    #expect(error.token == token)
                    if let token, code == .unreadableToken { #expect(error.message.contains("\"\(token)\"")) }
                }
            }
        }

        """#

    /// `__Type__Tests.swift`.
    static let blockTests = #"""
        import KheperCore
        import KheperSchema
        import KheperTestSupport
        import Testing
        import __Module__

        @Suite struct __Type__Tests {
            let registry = KindTesting.registry([__Type__.definition])

            @Test func defaultBlockValidatesClean() throws {
                let registry = try #require(registry)
                let block = try #require(__Type__.definition.makeDefault().as(__Type__.self))
                #expect(block == __Type__(title: "__Display__"))
                #expect(block.resolvedEffort == .moderate)
                #expect(registry.validate(KindTesting.document(with: block)).isEmpty)
            }

            @Test func isALeafAtTheRoot() throws {
                let registry = try #require(registry)
                #expect(__Type__.definition.nesting == .leaf(atRoot: true))
                #expect(registry.canPlace(__Type__.kind, in: nil))
                #expect(!registry.canPlace(__Type__.kind, in: __Type__.kind))
            }

            @Test(arguments: [
                __Type__(title: "__Display__"),
                __Type__(title: "Slow breathing", seconds: 120),
                __Type__(title: "Left side", seconds: 30, effort: .hard),
                __Type__(title: "Easy does it", effort: .easy),
            ])
            func roundTrip(block: __Type__) throws {
                let registry = try #require(registry)
                let data = KindTesting.expectRoundTrip(block, in: registry)
                #expect(data?["title"] == .string(block.title))
                #expect(data?["seconds"] == block.seconds.map { .number(JSONNumber($0)) })
                #expect(data?["effort"] == block.effort.map { .string($0.rawValue) })
            }

            @Test func unknownFieldsSurvive() throws {
                let registry = try #require(registry)
                let node: JSONValue = [
                    "id": "block", "type": "__kind__", "version": 1, "data": ["title": "Hold", "tempo": "slow"],
                ]
                let json: JSONValue = [
                    "format": .string(registry.format.name), "formatVersion": 1, "id": "test", "title": "Test",
                    "blocks": [node],
                ]
                let decoded = try registry.decodeDocument(from: json)
                #expect(decoded.diagnostics.isEmpty)
                #expect(decoded.document["block"]?.content.as(__Type__.self) == __Type__(title: "Hold"))
                let data = try registry.encode(decoded.document)["blocks"]?[0]?["data"]
                #expect(data?["tempo"] == "slow")
                #expect(data?["title"] == "Hold")
            }

            @Test(arguments: [(0, true), (1, false), (100, false), (101, true), (500, true)])
            func titleLength(count: Int, isError: Bool) throws {
                let registry = try #require(registry)
                let block = __Type__(title: String(repeating: "t", count: count))
                if isError {
                    let found = count == 0 ? "\"title\" is empty" : "\"title\" has \(count) characters"
                    KindTesting.expectFindings(
                        block, in: registry, codes: [.badLength], paths: ["title"],
                        mentioning: [found, "1 to 100"])
                } else {
                    KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
                }
            }

            @Test(arguments: [(-5, true), (0, true), (1, false), (3600, false), (3601, true)])
            func secondsRange(seconds: Int, isError: Bool) throws {
                let registry = try #require(registry)
                let block = __Type__(title: "Hold", seconds: seconds)
                if isError {
                    KindTesting.expectFindings(
                        block, in: registry, codes: [.outOfRange], paths: ["seconds"],
                        mentioning: ["\"seconds\" is \(seconds) s", "1 to 3600 s"])
                } else {
                    KindTesting.expectFindings(block, in: registry, codes: [], paths: [])
                }
            }

            @Test func unknownEffortListsTheChoices() throws {
                let registry = try #require(registry)
                let data: JSONValue = ["title": "Hold", "effort": "brutal"]
                let found = KindTesting.diagnostics(forData: data, kind: "__kind__", in: registry)
                #expect(found.map(\.code) == [.undecodableData])
                #expect(found.first?.path.description == "blocks[0].data.effort")
                let choices = "\"brutal\"; expected one of: easy, moderate, hard"
                #expect(found.first?.message.contains(choices) == true)
            }

            @Test(arguments: [
                (["title": 5] as JSONValue, "blocks[0].data.title"),
                (["title": "Hold", "seconds": "30"] as JSONValue, "blocks[0].data.seconds"),
                (["title": "Hold", "effort": 1] as JSONValue, "blocks[0].data.effort"),
            ])
            func wrongTypes(data: JSONValue, path: String) throws {
                let registry = try #require(registry)
                let found = KindTesting.diagnostics(forData: data, kind: "__kind__", in: registry)
                #expect(found.map(\.code) == [.undecodableData])
                #expect(found.first?.path.description == path)
            }

            @Test func missingTitleIsUndecodable() throws {
                let registry = try #require(registry)
                let found = KindTesting.diagnostics(forData: ["seconds": 30], kind: "__kind__", in: registry)
                #expect(found.map(\.code) == [.undecodableData])
                #expect(found.first?.message.contains("title") == true)
            }

            @Test func schemaComesFromTheFields() {
                let schema = __Type__.definition.dataSchema
                #expect(schema["title"] == "__Display__ block data")
                #expect(schema["properties"]?["title"]?["maxLength"] == 100)
                #expect(schema["properties"]?["seconds"]?["minimum"] == 1)
                #expect(schema["properties"]?["seconds"]?["maximum"] == 3600)
                #expect(schema["properties"]?["effort"]?["enum"] == ["easy", "moderate", "hard"])
                #expect(schema["required"] == ["title"])
            }
        }

        """#
}
