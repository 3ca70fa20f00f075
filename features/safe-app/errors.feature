@safe-app
Feature: How do we display errors?
  On a text input, errors go to the error label on or near the input. In lists and in settings:
  an error during the initial loading shows the "No data" screen and a timed snackbar; an error
  during pull to refresh leaves the data as it was, with a timed snackbar; an error during any
  other request keeps the screen as it is, with a timed snackbar. The snackbar shows for 4
  seconds.

  Rule: Text input: errors in the error label near the input

    Scenario: A malformed address
      Given the app is started
      And I am on the Add owner screen
      When I enter the address "0x12" in the address field
      Then I should see the error "Invalid address" below the address field
      And I should see no snackbar

    Scenario: An address that is already an owner
      Given the app is started
      And I am on the Add owner screen
      When I enter the address "0x1111aAaa2222bBbb3333cCcc4444dDdd5555eEee" in the address field
      Then I should eventually see the error "This address is already an owner" below the address field

    Scenario: No internet connection while checking an address
      Given the app is started
      And I am on the Add owner screen
      And my connection is offline
      When I enter the address "0x2222bBbb3333cCcc4444dDdd5555eEee6666fFff" in the address field
      Then I should see the error below the address field
      And I should see no snackbar

  Rule: Lists and settings: "No data", the data as it was, or the screen as it was, each with a timed snackbar

    Scenario Outline: An error during the initial loading of <screen>
      Given the app is started
      And the server fails
      When I open the <screen> screen
      Then I should eventually see the "No data" view
      And I should see a snackbar "Something went wrong (HTTP 503)"
      And the snackbar should show for 4 seconds

      Examples:
        | screen       |
        | Transactions |
        | Settings     |

    Scenario: An error during pull to refresh keeps the data
      Given the app is started
      And I am on the Transactions screen
      And the server fails
      When I pull to refresh the transaction list
      Then I should eventually see a snackbar "Something went wrong (HTTP 503)"
      And I should still see the transactions
      And I should not see the "No data" view
      And the snackbar should show for 4 seconds

    Scenario: An error during another request keeps the screen
      Given the app is started
      And the images fail
      When I open the Collectibles screen
      Then I should eventually see a snackbar "Something went wrong (HTTP 503)"
      And I should still see the collectibles
      And the snackbar should show for 4 seconds
