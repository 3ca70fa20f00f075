@safe-app
Feature: When is data reloaded?
  Data is reloaded at app start (just the balances: the app starts on Assets → Coins), when the
  app comes from the background to the foreground (whatever screen was open), on a manual refresh
  by the user (whatever was refreshed) and when the user switches safe. Push notifications are
  "tbd" in the document; we chose that they reload nothing. "[future] User made a transaction"
  is not a trigger yet: the transaction shows at the list's next load.

  Scenario: App start loads just the balances
    When the app starts
    Then only the balances should have been requested
    And I should eventually see the balances

  Scenario Outline: Coming to the foreground reloads the open screen: <screen>
    Given the app is started
    And I am on the <screen> screen
    And the app is in the background
    When the app comes to the foreground
    Then only the <data> should have been requested

    Examples:
      | screen       | data             |
      | Assets       | balances         |
      | Transactions | transaction list |
      | Settings     | settings         |

  Scenario: Coming to the foreground shows what changed meanwhile
    Given the app is started
    And the app is in the background
    And the safe's ETH balance becomes "13.0"
    When the app comes to the foreground
    Then I should eventually see an ETH balance of "13.0"

  Scenario: A push notification reloads nothing (our choice for "tbd")
    Given the app is started
    When a push notification arrives
    Then no request should have been made

  Scenario: A manual refresh reloads what was refreshed
    Given the app is started
    And I am on the Transactions screen
    When I pull to refresh the transaction list
    Then only the transaction list should have been requested

  Scenario: Switching safe reloads
    Given the app is started
    And I am on the Settings screen
    When I switch to the safe "Team"
    Then the balances of "Team" should have been requested once
    And I should eventually see the balances of "Team"

  Scenario: [future] A transaction the user made shows at the list's next load
    Given the app is started
    And I am on the Transactions screen
    When I make a transaction of "1.0 ETH"
    And I pull to refresh the transaction list
    Then I should eventually see the transaction of "1.0 ETH"
