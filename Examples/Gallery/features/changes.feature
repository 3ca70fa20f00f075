@gallery
Feature: An album shows what the server has

  Scenario: A new photo shows when the album opens again, and only it is downloaded
    Given I have seen the Lisbon album
    And a photo was added to the Lisbon album
    When I open the Lisbon album
    Then I should see every photo of the Lisbon album
    And the app should have downloaded 1 photo

  Scenario: A deleted photo is never shown again
    Given I have seen the Lisbon album
    And the photo "Lisbon 1" was deleted
    When I open the Lisbon album
    Then I should not see the photo "Lisbon 1"
