@safe-app
Feature: Only reload data per screen
  A reload asks only for the data of the screen it is for, never for other screens' data.

  Scenario: Coming back to Settings reloads the settings and nothing else
    Given the app is started
    And I am on the Settings screen
    And the app is in the background
    When the app comes to the foreground
    Then the settings should have been requested once
    And the transactions should not have been requested
    And the balances should not have been requested

  Scenario: A minute on Settings asks for no other screen's data
    Given the app is started
    And I am on the Settings screen
    When 1 minute passes
    Then the transactions should not have been requested
    And the balances should not have been requested
