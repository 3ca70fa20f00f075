/// The feature files the reports' tests run: every status, an outline, a background, a data table,
/// a doc string, tags, and one file whose names try to inject markup.
enum ViewerFeatures {
    static let viewer = """
    @viewer
    Feature: Article viewer

      The viewer shows an article, from the cache when it can.

      Background:
        Given the article "Tokyo" is cached

      Scenario: Opening online
        When the user opens the article
        Then the user should see the article within 200 ms

      @offline
      Scenario: Opening offline
        Given the network is offline
        When the user opens the article
        Then the user should see the article within 100 ms

      Scenario Outline: Waiting <seconds> seconds
        When the user opens the article
        And <seconds> seconds pass
        Then the article should be fresh

        Examples:
          | seconds |
          | 1       |
          | 30      |

      Scenario: Shaking
        When the user shakes the phone
        Then the article should be fresh

      @wip
      Scenario: Reporting
        Given these articles:
          | name  | size |
          | Tokyo | 450  |
        Then the report is written

      Scenario: Tapping
        When the user taps twice
        Then the note says:
          \"\"\"
          tapped
          \"\"\"

    """

    static let hostile = """
    @viewer @<b>bold</b>
    Feature: <script>alert("feature")</script>

      Scenario: <script>alert(1)</script>
        Given the article "<img src=x onerror=alert(2)>" is cached
        When the user opens the article
        Then the user should see the article within 100 ms

      Scenario: Pipes | stars * and `ticks` & "quotes"
        When the user sings </td></tr></table><script>alert(3)</script>

    """

    /// Names, steps, a table and a doc string that try to act on a terminal: an OSC 52 clipboard
    /// write, a title change, a CR that rewrites the line, backspaces, a C1 CSI and an erase.
    static let terminalHostile = """
    @viewer
    Feature: Viewer\u{1B}]0;pwned\u{7}

      Scenario: Evil\u{1B}]52;c;ZXZpbA==\u{7} name\u{8}\u{8} \u{9B}31m\r over
        Given the article "Tokyo\u{1B}[2J" is cached
        When the user opens the article
        Then the user should see the article within 100 ms
        And these articles:
          | name\u{1B}[8m  | size |
          | Tokyo | 450  |
        And the note says:
          \"\"\"
          tapped\u{1B}[?1049h
          \"\"\"

    """
}
