import Foundation
import Testing

/// Errors point at the right place and quote only a little: the project file given to `--config`
/// by name, line and column; a huge value cut to a few hundred characters; control characters
/// escaped; a symbolic-link loop called one.
@Suite(.timeLimit(.minutes(2))) struct HostileMessageTests {
    @Test func aBadTagExpressionInAnotherProjectFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        try workspace.write("other.yml", "paths: [test.feature]\ntags: [\"@a\", \"@b and\"]\n")
        try expectRefusal(["--config", "other.yml"] + HostileInputTests.reports, in: workspace, message: """
            specrun: other.yml:2:14: tags: Tag expression "@b and" could not be parsed because of syntax error: Expected operand.
              @b and
                    ^
              A tag, 'not' or '(' must come here, as in '@fast and not (@slow or @flaky)'.
            Run 'specrun --help' for usage.

            """)
    }

    /// A 100 KB tag expression on the command line is quoted in 300 characters, not echoed
    /// whole (50 MB once made 100 MB of standard error).
    @Test func aHugeValueIsQuotedInAFewHundredCharacters() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        let expression = "@a and " + String(repeating: "x", count: 100_000) + " or"  // an argument holds 128 KB at most
        let first = "specrun: Tag expression \"\(expression)\" could not be parsed because of syntax error: Expected operand. "
            + "(argument 3: \"\(expression)\")"
        // The caret is just past the end: the expression's last 150 characters are quoted above it.
        let quoted = "  \(expression)".suffix(150)
        try expectRefusal(["test.feature", "--tags", expression] + HostileInputTests.reports, in: workspace, message: """
            \(first.prefix(150))…(\(first.count - 300) characters left out)…\(first.suffix(150))
            …\(quoted)
             \(String(repeating: " ", count: 150))^
              A tag, 'not' or '(' must come here, as in '@fast and not (@slow or @flaky)'.
            Run 'specrun --help' for usage.

            """)
    }

    @Test func carriageReturnsAreShownEscaped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("cr.feature", "@article-view\rFeature: x\r  Scenario: y\r    Given z\r")
        // A feature that does not parse refuses the run: every error is named, and no report written.
        try expectRefusal(["cr.feature"] + HostileInputTests.reports, in: workspace, message: #"""
            specrun: cr.feature:1:1: A tag may not contain whitespace
            specrun: cr.feature:1:1: expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got '@article-view\rFeature: x\r  Scenario: y\r    Given z'

            """#)
    }

    @Test func aSymbolicLinkLoopIsCalledOne() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("features/ok.feature", "@article-view\nFeature: Empty\n")
        #expect(symlink("loop", workspace.path("loop")) == 0)
        #expect(symlink("../features/self.feature", workspace.path("features/self.feature")) == 0)
        try expectRefusal(["loop"] + HostileInputTests.reports, in: workspace, message: """
            specrun: loop: is a symbolic-link loop (a link that leads back to itself); point the link at a .feature file or a folder of them

            """)
        for option in ["--config", "--baseline"] {
            try expectRefusal(["features/ok.feature", option, "loop"] + HostileInputTests.reports, in: workspace, message: """
                specrun: loop: is a symbolic-link loop (a link that leads back to itself); point the link at a file

                """)
        }
        try expectRefusal(["features"] + HostileInputTests.reports, in: workspace, message: """
            specrun: features/self.feature: is a symbolic-link loop (a link that leads back to itself); point the link at a file

            """)
    }
}
