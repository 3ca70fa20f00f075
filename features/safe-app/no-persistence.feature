@safe-app
Feature: The app does not remember
  Data is always loaded when it is needed, when a screen is accessed, and is not persisted: an
  app started without an internet connection shows no data.

  Scenario: Started offline, there is no data
    Given my connection is offline
    When the app starts
    Then I should see the "No data" view immediately
    And I should see a snackbar "No internet connection"
    And after 4 seconds I should not see the snackbar

  Scenario: Returning to a screen loads its data again
    Given the app is started
    And I am on the Settings screen
    When I open the Assets screen
    Then I should see an empty Assets screen with a progress bar immediately
    And the balances should have been requested once
    And I should eventually see the balances

  Scenario: Started again offline, nothing of the last session shows
    Given the app is started
    And I am on the Transactions screen
    And the app is killed
    And my connection is offline
    When the app starts
    Then I should see the "No data" view immediately

  Scenario: Data is only loaded when a screen is accessed
    Given my connection is offline
    And the app is started
    When the connection comes back
    And 1 minute passes
    Then I should still see the "No data" view
