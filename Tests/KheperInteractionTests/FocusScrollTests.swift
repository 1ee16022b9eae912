import KheperInteraction
import Testing

/// A sequence of events on a controller and the command each one should return.
struct FocusCase: Sendable, CustomTestStringConvertible {
    let name: String
    var configuration: FocusScrollController.Configuration = .touch
    var viewport = FocusScrollTests.phone
    var fields = FocusScrollTests.fields
    /// Each event with the command it returns.
    var steps: [(FocusEvent, ScrollCommand?)]

    var testDescription: String { name }
}

@Suite("Focus scroll controller")
struct FocusScrollTests {
    /// 600 points tall over 2,000 points of content.
    static let phone = ScrollViewport(visibleHeight: 600, contentHeight: 2_000)
    static let fields: [FieldID: FieldFrame] = [
        "a": FieldFrame(minY: 100, height: 40),
        "b": FieldFrame(minY: 500, height: 40),
        "c": FieldFrame(minY: 1_200, height: 40),
        "tall": FieldFrame(minY: 800, height: 500),
        "last": FieldFrame(minY: 1_950, height: 50),
    ]
    /// A docked keyboard covering the bottom 300 points.
    static let keyboard = KeyboardFrame(top: 300, height: 300)
    static let show = FocusEvent.keyboardWillShow(keyboard, duration: 0.25, curve: .keyboard)
    static let shown = FocusEvent.keyboardDidShow(keyboard)
    static let slide = ScrollAnimation.keyboard(duration: 0.25, curve: .keyboard)

    static let cases: [FocusCase] = [
        FocusCase(
            name: "focus before the keyboard's frame is known queues; willShow fires it with the keyboard's curve",
            steps: [(.focus("b"), nil), (show, ScrollCommand(offset: 256, animation: slide)), (shown, nil)]),
        FocusCase(
            name: "focus while the keyboard is still appearing waits for didShow, then uses the keyboard's curve",
            steps: [(show, nil), (.focus("b"), nil), (shown, ScrollCommand(offset: 256, animation: slide))]),
        FocusCase(
            name: "with the keyboard up, moving focus scrolls immediately, down and up",
            steps: [
                (show, nil), (shown, nil),
                (.focus("c"), ScrollCommand(offset: 956, animation: .immediate)),
                (.focus("a"), ScrollCommand(offset: 84, animation: .immediate)),
            ]),
        FocusCase(
            name: "a fully visible field causes no command",
            steps: [(.focus("a"), nil), (show, nil), (shown, nil), (.focus("a"), nil)]),
        FocusCase(
            name: "a field behind the keyboard is scrolled above it with the margin",
            steps: [(show, nil), (shown, nil), (.focus("b"), ScrollCommand(offset: 256, animation: .immediate))]),
        FocusCase(
            name: "hiding the keyboard gives the inset back by clamping in the keyboard's animation",
            steps: [
                (show, nil), (shown, nil),
                (.focus("last"), ScrollCommand(offset: 1_700, animation: .immediate)),
                (
                    .keyboardWillHide(duration: 0.2, curve: .easeOut),
                    ScrollCommand(offset: 1_400, animation: .keyboard(duration: 0.2, curve: .easeOut))
                ),
                (.keyboardDidHide, nil),
            ]),
        FocusCase(
            name: "hiding the keyboard with the offset in range does not move the content",
            steps: [
                (show, nil), (shown, nil), (.focus("c"), ScrollCommand(offset: 956, animation: .immediate)),
                (.keyboardWillHide(duration: 0.2, curve: .easeOut), nil), (.keyboardDidHide, nil),
            ]),
        FocusCase(
            name: "targets are clamped to the content's bounds at both ends",
            viewport: ScrollViewport(visibleHeight: 600, contentHeight: 700, contentOffset: 100),
            fields: ["top": FieldFrame(minY: 0, height: 40), "end": FieldFrame(minY: 660, height: 40)],
            steps: [
                (show, nil), (shown, nil),
                (.focus("top"), ScrollCommand(offset: 0, animation: .immediate)),
                (.focus("end"), ScrollCommand(offset: 400, animation: .immediate)),
            ]),
        FocusCase(
            name: "a field taller than the space left is aligned to its top",
            steps: [
                (show, nil), (shown, nil),
                (.focus("tall"), ScrollCommand(offset: 800, animation: .immediate)),
                (.focus("tall"), nil),
                // Aligned without the margin, it is whole once the keyboard goes, without moving.
                (.keyboardWillHide(duration: 0.2, curve: .easeOut), nil),
            ]),
        FocusCase(
            name: "a keyboard that grows re-checks the focused field with its own curve",
            steps: [
                (.focus("b"), nil), (show, ScrollCommand(offset: 256, animation: slide)), (shown, nil),
                (
                    .keyboardWillShow(KeyboardFrame(top: 250, height: 350), duration: 0.1, curve: .easeInOut),
                    ScrollCommand(offset: 306, animation: .keyboard(duration: 0.1, curve: .easeInOut))
                ),
            ]),
        FocusCase(
            name: "a floating keyboard covers nothing",
            steps: [
                (.focus("b"), nil),
                (.keyboardWillShow(KeyboardFrame(top: 200, height: 250), duration: 0.25, curve: .keyboard), nil),
            ]),
        FocusCase(
            name: "covered bands at the top and bottom count as hidden",
            viewport: ScrollViewport(visibleHeight: 600, contentHeight: 2_000, contentOffset: 120, topInset: 50),
            steps: [(show, nil), (shown, nil), (.focus("a"), ScrollCommand(offset: 84, animation: .immediate))]),
        FocusCase(
            name: "a terminal has no keyboard: focus alone scrolls, in rows",
            configuration: .terminal,
            viewport: ScrollViewport(visibleHeight: 10, contentHeight: 100, topInset: 1, bottomInset: 1),
            fields: Dictionary(
                uniqueKeysWithValues: (0..<100).map {
                    (FieldID(rawValue: "r\($0)"), FieldFrame(minY: Double($0), height: 1))
                }
            ),
            steps: [
                (.focus("r3"), nil),
                (.focus("r7"), nil),
                (.focus("r8"), ScrollCommand(offset: 2, animation: .immediate)),
                (.focus("r20"), ScrollCommand(offset: 14, animation: .immediate)),
                (.focus("r99"), ScrollCommand(offset: 92, animation: .immediate)),
                (.focus("r90"), ScrollCommand(offset: 89, animation: .immediate)),
                (.focus("r95"), nil),
                (.focus("r10"), ScrollCommand(offset: 9, animation: .immediate)),
                (.focus("r0"), ScrollCommand(offset: 0, animation: .immediate)),
            ]),
        FocusCase(
            name: "a terminal field taller than the rows left is aligned to its top",
            configuration: .terminal,
            viewport: ScrollViewport(visibleHeight: 10, contentHeight: 100),
            fields: ["long": FieldFrame(minY: 30, height: 25)],
            steps: [(.focus("long"), ScrollCommand(offset: 30, animation: .immediate))]),
    ]

    @Test("each focus and keyboard rule", arguments: cases)
    func focusCase(_ test: FocusCase) {
        var controller = FocusScrollController(viewport: test.viewport, configuration: test.configuration)
        for (id, frame) in test.fields { controller.setFrame(frame, for: id) }
        for (number, (event, expected)) in test.steps.enumerated() {
            let command = controller.handle(event)
            #expect(command == expected, "step \(number): \(event)")
            if let command {
                #expect(controller.viewport.contentOffset == command.offset)
                #expect((0...controller.maximumOffset).contains(command.offset))
            }
        }
    }

    @Test("the keyboard inset is what the keyboard covers beyond the bottom inset")
    func keyboardInset() {
        var controller = FocusScrollController(
            viewport: ScrollViewport(visibleHeight: 600, contentHeight: 2_000, bottomInset: 34))
        #expect(controller.keyboardInset == 0)
        controller.keyboardWillShow(Self.keyboard, duration: 0.25, curve: .keyboard)
        #expect(controller.keyboardInset == 266)
        #expect(controller.keyboardPhase == .appearing)
        controller.keyboardWillHide(duration: 0.25, curve: .keyboard)
        #expect(controller.keyboardInset == 0)
        #expect(controller.keyboardPhase == .hiding)
    }

    @Test("a field laid out after it took focus scrolls once its frame arrives")
    func frameArrivesLater() {
        var controller = FocusScrollController(viewport: Self.phone)
        controller.keyboardWillShow(Self.keyboard, duration: 0.25, curve: .keyboard)
        controller.keyboardDidShow(Self.keyboard)
        #expect(controller.scrollToField("new") == nil)
        #expect(controller.pendingField == "new")
        let command = controller.setFrame(FieldFrame(minY: 900, height: 44), for: "new")
        #expect(command == ScrollCommand(offset: 660, animation: .immediate))
        #expect(controller.pendingField == nil)
    }

    @Test("a keyboard that never shows (hardware) leaves the scroll queued until flushed")
    func flush() {
        var controller = FocusScrollController(viewport: Self.phone)
        controller.setFrame(Self.fields["c"], for: "c")
        #expect(controller.scrollToField("c") == nil)
        #expect(controller.flushPendingScroll() == ScrollCommand(offset: 656, animation: .immediate))
        #expect(controller.flushPendingScroll() == nil)
    }

    @Test("clearing focus drops the queued scroll")
    func clearFocus() {
        var controller = FocusScrollController(viewport: Self.phone)
        controller.setFrame(Self.fields["c"], for: "c")
        controller.scrollToField("c")
        controller.clearFocus()
        #expect(controller.keyboardWillShow(Self.keyboard, duration: 0.25, curve: .keyboard) == nil)
        #expect(controller.focusedField == nil)
    }
}
