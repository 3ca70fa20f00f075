@article-view @spec-of:new
Feature: The new article view: never download content unless the user asks
  The proposal's "New proposed algorithm": it's our job to let users know when the content they're
  viewing is out of date, and to let them decide (given their connection and data restrictions)
  whether to download it. Its "Spec (Article View)", scenario by scenario.

  Rule: Online w/ warm cache

    Background:
      Given $article is cached
      And my connection is online

    Scenario: Online w/ warm cache, a newer revision exists
      Given there's a newer revision of $article
      When I navigate to it
      Then I should see locally stored revision of $article immediately
      And I should eventually see a prompt to tap the refresh button to see the latest revision

    Scenario: Online w/ warm cache, no newer revision
      Given there's no newer revision of the article
      When I navigate to it
      Then I should see locally stored revision of $article immediately
      And I should not see any banners

    Scenario: Online w/ warm cache, the current revision cannot be retrieved
      Given the app can't retrieve the current revision of $article
      When I navigate to it
      Then I should see locally stored revision of $article immediately
      And I should see a "warning" banner that we failed to determine the current revision of the article

  Rule: Offline w/ warm cache

    Scenario: Offline w/ warm cache
      Given $article is cached
      And my connection is offline
      When I navigate to it
      Then I should see locally stored revision of $article immediately
      And I should not see any banners (suppress offline warnings when content is cached)
