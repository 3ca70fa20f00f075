@safe-app
Feature: Manual refresh via pull to refresh
  Pull to refresh is possible on Assets, the transaction list, transaction details and the
  Settings list (which refreshes the safe's details). It cancels other reloads pending for the
  same resource, and shows a spinner while it runs. (A later note made pull to refresh
  unavailable while a load runs; we follow the document: it cancels the load.)

  Scenario Outline: Pull to refresh on the <screen> reloads it with a spinner
    Given the app is started
    And I am on the <screen> screen
    When I pull to refresh the <screen>
    Then I should see a spinner immediately
    And the <data> should have been requested once
    And I should eventually see no spinner
    And I should see the <data>

    Examples:
      | screen              | data                |
      | Assets              | balances            |
      | transaction list    | transaction list    |
      | transaction details | transaction details |
      | Settings            | settings            |

  Scenario: Pull to refresh cancels the pending load of the same resource
    Given the app is started
    And my connection is slow
    And I open the transaction list
    When I pull to refresh the transaction list
    Then the first request for the transactions should have been cancelled
    And the transactions should have been requested once
    And I should eventually see the transactions

  Scenario: Pull to refresh stays available while a load runs
    Given my connection is slow
    And the app starts
    When I pull to refresh the Assets
    Then I should see a spinner immediately
    And the first request for the balances should have been cancelled
    And I should eventually see the balances
