import KheperTerminal
import KheperTestSupport
import Testing

@Suite struct ScreenBufferTests {
    @Test func textIsWhatAUserSees() {
        var screen = ScreenBuffer(rows: 3, columns: 10)
        screen.write("Squat", row: 0, column: 0)
        screen.write("深蹲", row: 1, column: 2, style: TextStyle(bold: true))
        #expect(screen.lines == ["Squat", "  深蹲", ""])
        #expect(screen.text == "Squat\n  深蹲")
        #expect(screen[1, 2].character == "深")
        #expect(screen[1, 3].isContinuation)
    }

    @Test func aWideCharacterAtTheRightEdgeLeavesABlank() {
        var screen = ScreenBuffer(rows: 1, columns: 5)
        let end = screen.write("ab日本", row: 0, column: 0)
        #expect(end == 6)
        #expect(screen.lines == ["ab日"])
        #expect(!screen[0, 4].isContinuation)
        #expect(screen[0, 4].character == " ")
    }

    @Test func writingIsClippedOnEverySide() {
        var screen = ScreenBuffer(rows: 2, columns: 4)
        screen.write("abcdef", row: 0, column: 2)
        screen.write("日本x", row: 1, column: -1)
        screen.write("zz", row: 2, column: 0)
        screen.write("zz", row: -1, column: 0)
        #expect(screen.lines == ["  ab", " 本x"])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var screen = ScreenBuffer(rows: 2, columns: 6)
        screen.write("日本語", row: 0, column: 0)
        screen.write("x", row: 0, column: 1)
        #expect(screen.lines[0] == " x本語")
        screen.write("y", row: 0, column: 2)
        #expect(screen.lines[0] == " xy 語")
        screen.write("日本語", row: 1, column: 0)
        screen.write("한", row: 1, column: 1)
        #expect(screen.lines[1] == " 한 語")
        #expect(!screen[1, 3].isContinuation)
    }

    @Test func controlsAndZeroWidthTextAreNotWritten() {
        var screen = ScreenBuffer(rows: 1, columns: 10)
        screen.write("a\u{1B}[2Jb\u{202E}c\u{200B}", row: 0, column: 0)
        #expect(screen.lines == ["a[2Jbc"])
    }

    @Test func fillCoversTheRestOfARow() {
        var screen = ScreenBuffer(rows: 1, columns: 5)
        screen.fill(row: 0, column: 1, with: "─")
        #expect(screen.lines == [" ────"])
    }
}

@Suite struct ScreenRendererTests {
    static let escape = "\u{1B}"

    @Test func theFirstFrameClearsAndDrawsAndAnUnchangedFrameSendsNothing() {
        var renderer = ScreenRenderer()
        var screen = ScreenBuffer(rows: 2, columns: 4)
        screen.write("hi", row: 1, column: 1)
        let first = String(decoding: renderer.render(screen), as: UTF8.self)
        #expect(first == "\(Self.escape)[0m\(Self.escape)[H\(Self.escape)[2J\(Self.escape)[2;2Hhi")
        #expect(renderer.render(screen).isEmpty)
    }

    @Test func changingOneCellSendsAMoveAndThatCellOnly() {
        var renderer = ScreenRenderer()
        var screen = ScreenBuffer(rows: 3, columns: 10)
        screen.write("Bench 5x5", row: 1, column: 0)
        _ = renderer.render(screen)
        screen.write("3", row: 1, column: 6)
        #expect(String(decoding: renderer.render(screen), as: UTF8.self) == "\(Self.escape)[2;7H3")
    }

    @Test func styleIsSentOnlyWhenItChanges() {
        var renderer = ScreenRenderer()
        var screen = ScreenBuffer(rows: 1, columns: 10)
        _ = renderer.render(screen)
        screen.write("ab", row: 0, column: 0, style: TextStyle(foreground: .red, bold: true))
        screen.write("c", row: 0, column: 2, style: TextStyle(reverse: true))
        let output = String(decoding: renderer.render(screen), as: UTF8.self)
        // The cursor is already home after the first frame's clear.
        #expect(output == "\(Self.escape)[0;1;31mab\(Self.escape)[0;7mc\(Self.escape)[0m")
        var plain = ScreenRenderer(colors: false)
        _ = plain.render(ScreenBuffer(rows: 1, columns: 10))
        let withoutColors = String(decoding: plain.render(screen), as: UTF8.self)
        #expect(withoutColors == "\(Self.escape)[0;1mab\(Self.escape)[0;7mc\(Self.escape)[0m")
    }

    @Test func aChangedWideCharacterIsWrittenWhole() {
        var renderer = ScreenRenderer()
        var screen = ScreenBuffer(rows: 1, columns: 6)
        screen.write("日本", row: 0, column: 0)
        _ = renderer.render(screen)
        screen.write("語", row: 0, column: 2)
        #expect(String(decoding: renderer.render(screen), as: UTF8.self) == "\(Self.escape)[1;3H語")
    }

    @Test func theCursorIsShownWhereTheFrameAsks() {
        var renderer = ScreenRenderer()
        var screen = ScreenBuffer(rows: 2, columns: 4)
        screen.cursor = Position(row: 1, column: 2)
        let output = String(decoding: renderer.render(screen), as: UTF8.self)
        #expect(output.hasSuffix("\(Self.escape)[2;3H\(Self.escape)[?25h"))
        #expect(renderer.render(screen).isEmpty)
    }

    static func randomFrame(rows: Int, columns: Int, using random: inout SeededGenerator) -> ScreenBuffer {
        let pieces = ["a", "Squat", "日本", "한글", "👍", "é", "e\u{301}", "─", "x y", "🇫🇷"]
        let styles = [
            TextStyle.plain, TextStyle(foreground: .green), TextStyle(bold: true, reverse: true),
            TextStyle(background: .palette(236), underline: true),
        ]
        var frame = ScreenBuffer(rows: rows, columns: columns)
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            frame.write(
                pieces.randomElement(using: &random)!, row: Int.random(in: -1...rows, using: &random),
                column: Int.random(in: -2...columns, using: &random), style: styles.randomElement(using: &random)!)
        }
        if Bool.random(using: &random) {
            frame.cursor = Position(
                row: Int.random(in: 0..<rows, using: &random), column: Int.random(in: 0..<columns, using: &random))
        }
        return frame
    }

    /// Whatever the frames, a terminal that receives the diffs shows the last frame, styles included.
    @Test(arguments: [1, 2, 3, 42, 2024, 0xDEAD_BEEF] as [UInt64])
    func diffsReproduceEveryFrame(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let terminal = VirtualTerminal(rows: 4, columns: 7)
        var renderer = ScreenRenderer()
        for step in 0..<60 {
            let frame = Self.randomFrame(rows: 4, columns: 7, using: &random)
            terminal.write(renderer.render(frame))
            var shown = terminal.screen
            shown.cursor = terminal.cursorVisible ? frame.cursor : nil
            #expect(shown == frame, "seed \(seed), step \(step):\n\(frame.text)\n---\n\(terminal.text)")
            if shown != frame { return }
        }
    }
}
