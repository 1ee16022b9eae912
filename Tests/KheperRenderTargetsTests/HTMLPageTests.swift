import KheperCore
import KheperRenderTargets
import Testing

@Suite struct HTMLPageTests {
    static let page = HTMLTarget.document(
        BlockDocument(id: "doc", title: "Leg <Day>"), blocks: ["<p>x</p>"], context: RenderContext())

    @Test func thePageHasAViewportDarkAndPrintStylesAndNoScript() {
        let page = Self.page
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<title>Leg &lt;Day&gt;</title>"))
        #expect(page.contains("@media (prefers-color-scheme:dark){"))
        #expect(page.contains("@media print{"))
        #expect(page.contains("@media (max-width:36rem){"))
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.lowercased().contains("<iframe"))
    }

    @Test func setCellsNeverBreakAndStackOnNarrowScreens() {
        let sheet = HTMLTarget.styleSheet
        #expect(sheet.contains("white-space:nowrap"))
        #expect(sheet.contains(".sets thead{display:none}"))
        #expect(sheet.contains(".sets td[data-label]::before{content:attr(data-label) \" \";"))
    }

    @Test func aNoteIsEscapedWithItsLineBreaks() {
        #expect(
            HTMLTarget.note("Brace <hard>\n& breathe") == "<p class=\"note\">Brace &lt;hard&gt;<br>&amp; breathe</p>")
        #expect(HTMLTarget.escapeLines("a\n\nb") == "a<br><br>b")
    }

    @Test(arguments: [
        ("3 × 8 @ 100 kg, rest 2:00", "3 × 8 @ 100\u{00A0}kg, rest 2:00"),
        ("8 @ BW + 10 kg (rest 45 s)", "8 @ BW + 10\u{00A0}kg (rest 45\u{00A0}s)"),
        ("3 @ 70% 1RM", "3 @ 70%\u{00A0}1RM"),
        ("400 m in 1:15 · 1.5 km", "400\u{00A0}m in 1:15 · 1.5\u{00A0}km"),
        ("5 sets <of> 5 lb", "5 sets &lt;of&gt; 5\u{00A0}lb"),
        ("kg 5 kgs s", "kg 5 kgs s"),
        ("", ""),
    ])
    func numbersKeepTheirUnits(text: String, expected: String) {
        #expect(HTMLTarget.escapeKeepingUnits(text) == expected)
    }

    @Test func theTimerIconIsAnInlineSVGInTheTextColour() {
        #expect(
            HTMLIcon.timer.markup
                == "<svg class=\"icon icon-timer\" viewBox=\"0 0 24 24\" width=\"1em\" height=\"1em\" aria-hidden=\"true\" "
                + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" "
                + "stroke-linejoin=\"round\"><circle cx=\"12\" cy=\"13\" r=\"8\"/><path d=\"M12 9v4l2.5 2.5M9 2h6M12 2v3\"/>"
                + "</svg>")
    }

    @Test(arguments: HTMLIcon.allCases)
    func everyIconIsSelfContainedSVG(icon: HTMLIcon) {
        let markup = icon.markup
        #expect(markup.hasPrefix("<svg class=\"icon icon-\(icon.rawValue)\""))
        #expect(markup.hasSuffix("</svg>"))
        #expect(markup.contains("aria-hidden=\"true\""))
        for outside in ["href", "<script", "<image", "url(", "onload", "onerror"] {
            #expect(!markup.contains(outside), "\(outside)")
        }
        #expect(!markup.unicodeScalars.contains { $0.properties.isEmojiPresentation })
    }
}
