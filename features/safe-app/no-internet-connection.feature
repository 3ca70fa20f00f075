@safe-app
Feature: "No internet connection" counts as an error
  "No internet connection" is shown as any error is, upon a data reload event or upon a user
  action, never upon a network availability event.

  Scenario: Losing the connection shows nothing
    Given the app is started
    And I am on the Transactions screen
    When my connection goes offline
    Then I should not see a snackbar
    And I should still see the transactions

  Scenario: The connection coming back asks for nothing and shows nothing
    Given the app is started
    And my connection is offline
    When the connection comes back
    Then no request should have been made
    And I should not see a snackbar

  Scenario: Upon a user action
    Given the app is started
    And I am on the Transactions screen
    And my connection is offline
    When I pull to refresh the transaction list
    Then I should see a snackbar "No internet connection" immediately
    And I should still see the transactions

  Scenario: Upon a data reload event
    Given the app is started
    And my connection is offline
    And the app is in the background
    When the app comes to the foreground
    Then I should see a snackbar "No internet connection" immediately
    And after 4 seconds I should not see the snackbar
