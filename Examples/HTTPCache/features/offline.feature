@http-cache
Feature: Offline, the cache is what the user has

  Scenario: A page read before is shown offline, with a banner that says so
    Given I read the news page 10 minutes ago
    And my connection is offline
    When I open the news page
    Then I should eventually see the version I read before
    And I should still see an offline banner

  Scenario: A fresh page needs no connection at all
    Given I read the news page 10 seconds ago
    And my connection is offline
    When I open the news page
    Then I should see the version I read before immediately
    And I should not see any banner

  Scenario: A page never read shows an error page offline
    Given my connection is offline
    When I open the weather page
    Then I should eventually see an error page
    And I should still see an offline banner
