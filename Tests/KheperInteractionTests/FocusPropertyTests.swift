import KheperInteraction
import KheperTestSupport
import Testing

@Suite("Focus scroll properties")
struct FocusPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]

    /// A random event: mostly focus changes, with keyboard notifications in any order.
    static func randomEvent(fields: [FieldID], visibleHeight: Double, using random: inout SeededGenerator)
        -> FocusEvent
    {
        let curves: [AnimationCurve] = [.keyboard, .easeInOut, .linear]
        let curve = curves[Int.random(in: 0..<curves.count, using: &random)]
        let duration = Double.random(in: 0.1...0.4, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            return .focus(fields[Int.random(in: 0..<fields.count, using: &random)])
        case 5, 6:
            let height = Double.random(in: 0...(visibleHeight * 0.7), using: &random)
            return .keyboardWillShow(
                KeyboardFrame(top: visibleHeight - height, height: height), duration: duration, curve: curve)
        case 7:
            let height = Double.random(in: 0...(visibleHeight * 0.7), using: &random)
            return .keyboardDidShow(KeyboardFrame(top: visibleHeight - height, height: height))
        case 8:
            return .keyboardWillHide(duration: duration, curve: curve)
        default:
            return .keyboardDidHide
        }
    }

    @Test(
        "after any events the focused field is visible when it fits, and no command leaves the content",
        arguments: seeds
    )
    func focusedFieldStaysVisible(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for round in 0..<30 {
            let terminal = round % 3 == 0
            let visible =
                terminal ? Double(Int.random(in: 3...40, using: &random)) : Double.random(in: 200...900, using: &random)
            let content = visible * Double.random(in: 0.5...8, using: &random)
            let top =
                terminal ? Double(Int.random(in: 0...1, using: &random)) : Double.random(in: 0...100, using: &random)
            let bottom =
                terminal ? Double(Int.random(in: 0...1, using: &random)) : Double.random(in: 0...40, using: &random)
            var controller = FocusScrollController(
                viewport: ScrollViewport(
                    visibleHeight: visible,
                    contentHeight: content,
                    contentOffset: Double.random(in: 0...max(0, content + top + bottom - visible), using: &random),
                    topInset: top,
                    bottomInset: bottom
                ),
                configuration: terminal ? .terminal : .touch
            )
            var ids: [FieldID] = []
            for number in 0..<Int.random(in: 1...20, using: &random) {
                let height = Double.random(in: 1...(visible * 1.2), using: &random).rounded()
                let minY = Double.random(in: 0...max(0, content - height), using: &random).rounded(.down)
                let id = FieldID(rawValue: "f\(number)")
                controller.setFrame(FieldFrame(minY: minY, height: min(height, content - minY)), for: id)
                ids.append(id)
            }
            for _ in 0..<40 {
                let event = Self.randomEvent(fields: ids, visibleHeight: visible, using: &random)
                let command = controller.handle(event)
                if let command {
                    #expect(command.offset >= 0, "seed \(seed)")
                    #expect(command.offset <= controller.maximumOffset + 1e-9, "seed \(seed)")
                }
                guard controller.pendingField == nil, let focused = controller.focusedField,
                    let frame = controller.fields[focused]
                else { continue }
                let viewport = controller.viewport
                let space =
                    viewport.visibleHeight - viewport.topInset
                    - viewport.coveredBottom(keyboardOverlap: controller.keyboardOverlap)
                if frame.height <= space {
                    #expect(
                        viewport.shows(frame, keyboardOverlap: controller.keyboardOverlap),
                        "seed \(seed): \(focused) \(frame) after \(event)")
                }
            }
        }
    }
}
