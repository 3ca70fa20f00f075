@http-cache
Feature: Fresh responses come from the cache, stale ones are revalidated

  Our client caches what the origin sends, by its Cache-Control: a response younger than its
  max-age is fresh and is shown without asking the origin; an older one is revalidated with
  If-None-Match, so an unchanged page costs a 304 and no body; within stale-while-revalidate it
  may be shown at once while that happens. The news page is fresh for 60 s and may be shown stale
  for 5 minutes more.

  Background:
    Given my connection is online

  Scenario: A page read a moment ago opens without asking the origin
    Given I read the news page 10 seconds ago
    When I open the news page
    Then I should see the version I read before immediately
    And no request should have been made

  Scenario: Fresh means fresh: a change on the origin waits until the page is stale
    Given I read the news page 10 seconds ago
    And the news page has changed on the server
    When I open the news page
    Then I should not see the latest version of the news page

  Scenario: A stale, unchanged page is revalidated, not downloaded again
    Given I read the news page 10 minutes ago
    When I open the news page
    Then I should eventually see the version I read before
    And the app should have revalidated the news page once
    And the app should not have downloaded the news page again

  Scenario: A stale, changed page is downloaded
    Given I read the news page 10 minutes ago
    And the news page has changed on the server
    When I open the news page
    Then I should eventually see the latest version of the news page
    And the app should have downloaded the news page once

  Scenario: A recently stale page shows at once while it is revalidated
    Given I read the news page 2 minutes ago
    And the news page has changed on the server
    When I open the news page
    Then I should see the version I read before immediately
    And I should eventually see the latest version of the news page

  Scenario: Pull to refresh asks the origin, however fresh the page
    Given I read the news page 10 seconds ago
    And the news page has changed on the server
    When I open the news page
    And I pull to refresh
    Then I should eventually see the latest version of the news page
    And the app should have downloaded the news page once

  Scenario: A page the origin keeps fresh longer is not asked for
    Given the origin says the news page is fresh for 1 hour
    And I read the news page 10 minutes ago
    When I open the news page
    Then I should see the version I read before immediately
    And no request should have been made
