@safe-app
Feature: Both clients behave the same
  The wallet fetches data from our back end and the blockchain. In the legacy mobile app, iOS
  polled whereas Android only refreshed when a screen was accessed. Both clients are to follow one
  policy, so that the same session makes the same requests and shows the same things on both.

  Scenario: A session makes the requests the policy names, and no others
    Given the app is started
    When I open the transaction list
    And the app goes to the background
    And 5 minutes pass
    And the app comes to the foreground
    And 1 minute passes
    Then these requests should have been made since the app started:
      | balances             |
      | transactions         |
      | creation transaction |
      | transactions         |
      | creation transaction |

  Scenario: Nothing is asked for while the user does nothing
    Given the app is started
    When 10 minutes pass
    Then no request should have been made
