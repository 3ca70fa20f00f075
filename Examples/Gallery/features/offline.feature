@gallery
Feature: Offline, the gallery shows what it has

  Scenario: An album seen before is there offline, with a banner that says so
    Given I have seen the Lisbon album
    And my connection is offline
    When I open the Lisbon album
    Then I should see every photo of the Lisbon album
    And I should still see an offline banner

  Scenario: An album never seen says it cannot be shown offline
    Given my connection is offline
    When I open the Kyoto album
    Then I should see an offline banner
    And I should not see any photo
