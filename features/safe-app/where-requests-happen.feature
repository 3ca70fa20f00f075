@safe-app
Feature: Where do we do network requests?
  Each screen asks for its own data, when it is opened: Assets the balances (ETH, ERC20) and the
  collectibles, Transactions the list and the creation transaction, the details of one
  transaction, Settings the required confirmations, the owners, the master copy (which implies
  the contract version) and the modules. Besides: the images of collectibles, and the device's
  registration for pushes.

  Background:
    Given the app is started

  Scenario Outline: Opening <screen> asks for the <data>
    When I open the <screen> screen
    Then only the <data> should have been requested
    And I should eventually see the <data>

    Examples:
      | screen              | data                |
      | Assets              | balances            |
      | Collectibles        | collectibles        |
      | Transactions        | transaction list    |
      | Transaction details | transaction details |
      | Settings            | settings            |

  Scenario: The transaction list also loads the creation transaction
    When I open the transaction list
    Then the creation transaction should have been requested once

  Scenario: Settings loads the confirmations, owners, master copy and modules
    When I open the Settings screen
    Then the required confirmations should have been requested once
    And the owners should have been requested once
    And the master copy should have been requested once
    And the modules should have been requested once
    And I should eventually see the contract version "1.1.1"

  Scenario: Images of collectibles are loaded with them
    When I open the Collectibles screen
    Then I should eventually see the collectibles
    And the image of each collectible should have been requested once

  Scenario: (Technical) The device registers for pushes when the system gives it a token
    When the system gives the app a push token
    Then the push registration should have been requested once
