@article-view
Feature: No offline banner over a cached article
  The proposal "should also address the issue where users see an offline error banner when viewing
  a cached article". The bug report's steps to repro, as a scenario.

  Scenario: Tap a saved featured article in airplane mode
    # Steps to repro: save a featured article; enable airplane mode; tap on the featured article.
    Given $article is cached
    And my connection is offline
    When I navigate to it from the featured article
    Then I should see the cached content
    # Expected results: no banner. Actual results (the legacy app): an offline banner.
    And I should not see any banners
