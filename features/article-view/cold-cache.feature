@article-view
Feature: Cold cache: opening an article that is not cached
  With nothing stored, every algorithm has to download the article before showing it.

  Scenario Outline: Not cached, online, opened <route>
    Given $article is not cached
    And my connection is online
    When I navigate to it <route>
    Then I should see a blank view with a progress bar
    And I should eventually see the latest version of $article
    And the app should have downloaded $article once

    Examples:
      | route             |
      | via search-result |
      | via link          |
      | from history      |

  Scenario Outline: Not cached, offline, opened <route>
    Given $article is not cached
    And my connection is offline
    When I navigate to it <route>
    Then I should see a blank view
    And I should see an offline banner

    Examples:
      | route             |
      | via search-result |
      | via link          |
      | from history      |
