@gallery
Feature: Albums open at once and cost little

  People open the same albums again and again. An album seen before should be there at once,
  and its photos should not be downloaded twice.

  Scenario: An album opens with all its photos
    When I open the Lisbon album
    Then I should see a progress bar immediately
    And I should see every photo of the Lisbon album

  Scenario: An album seen before opens at once
    Given I have seen the Lisbon album
    When I open the Lisbon album
    Then I should see every photo of the Lisbon album immediately

  Scenario: Photos seen before are not downloaded again
    Given I have seen the Lisbon album
    When I open the Lisbon album
    Then the app should have downloaded 0 photos
