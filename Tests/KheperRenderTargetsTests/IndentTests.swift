import KheperCore
import KheperRenderTargets
import KheperTestSupport
import Testing

/// Plain-text indentation accepts any depth a caller passes.
@Suite struct IndentTests {
    @Test(arguments: [(Int.min, 0), (-1, 0), (0, 0), (3, 6), (Int.max, 2 * PlainTextTarget.maximumIndentDepth)])
    func indentIsBoundedForAnyDepth(_ depth: Int, _ width: Int) {
        #expect(PlainTextTarget.indent(depth).count == width)
    }
}
