@article-view
Feature: A newer revision arrives while the user reads
  Editors keep editing: a newer revision can be published while the article is open. No algorithm
  polls, so the page does not change under the reader; the question is what the next visit shows.

  Background:
    Given $article is cached
    And my connection is online
    And I am reading $article

  Scenario: The page does not change under the reader
    When a newer revision of $article is published
    Then I should not see a prompt to refresh
    And I should still see locally stored revision of $article

  Scenario: Tapping refresh brings the newer revision
    When a newer revision of $article is published
    And I tap the refresh button
    Then I should eventually see the latest version of $article

  Scenario: Coming back later, the newer revision is shown or announced
    When a newer revision of $article is published
    And 10 minutes pass
    And I navigate to it from history
    Then I should eventually see the latest version of $article or a prompt to refresh
