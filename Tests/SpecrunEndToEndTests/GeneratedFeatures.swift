import Foundation

/// An article-view outline of `rows` example rows: its text and the line of its last example row.
func outlineFeature(rows: Int) -> (String, Int) {
    let header = """
        @article-view
        Feature: Many rows
          Scenario Outline: Row <n>
            Given $article is cached
            When I navigate to it
            Then I should see the cached content

            Examples:
              | n |

        """
    let body = (1...rows).map { "      | \($0) |\n" }.joined()
    return (header + body, 9 + rows)
}
