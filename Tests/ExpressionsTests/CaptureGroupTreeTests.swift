@testable import Expressions
import Testing

@Suite struct CaptureGroupTreeTests {
    private func outline(_ tree: CaptureGroupTree) -> String {
        tree.children.map { "(" + $0.source + (($0.children.isEmpty) ? "" : ":" + outline($0)) + ")" }.joined()
    }

    @Test func nestsCapturingGroups() {
        let (tree, alternation) = CaptureGroupTree.read(#"^a (b (c))(d)$"#)
        #expect(outline(tree) == "(b (c):(c))(d)")
        #expect(tree.captureGroupCount == 3)
        #expect(!alternation)
    }

    @Test func nonCapturingGroupsHandTheirChildrenUp() {
        let (tree, _) = CaptureGroupTree.read(#"(?:(a)|(?=b)(c))(?<name>d)(?<=e)(?!f)(?i)"#)
        #expect(outline(tree) == "(a)(c)(?<name>d)")
    }

    @Test func ignoresParenthesesThatAreEscapedClassedOrQuoted() {
        let (tree, _) = CaptureGroupTree.read(#"\((a)[()](b)\Q(x)\E(c)[[:alpha:](]"#)
        #expect(outline(tree) == "(a)(b)(c)")
    }

    @Test func seesAnAlternationOnlyAtTheTopLevel() {
        #expect(CaptureGroupTree.read("a|b").hasTopLevelAlternation)
        #expect(!CaptureGroupTree.read("(a|b)[|]\\|").hasTopLevelAlternation)
    }
}
