Feature: Online payment through the sandbox provider
  An order paid online waits for its payment; the platform alone says whether it is paid, never the
  return address's query string (checkout 4, 7). A payment that fails gives the basket back.

  Background:
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options

  Scenario: checkout 4: card online through hosted fields (provider 8) pays in the page and is confirmed paid
    When I check out as "take away" paid online with "Carte bancaire" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    Then the order is accepted and pays in the page
    And the platform says its payment is "to_pay"
    When the payment provider answers "paid"
    Then the payment return with result "SUCCESSED" shows "paid" with no error
    And the basket is empty

  Scenario: checkout 4: a refused payment is error type 1 and gives the basket back
    When I check out as "take away" paid online with "Carte bancaire" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    And the payment provider answers "refused"
    Then the payment return with result "REFUSED" shows "rejected", error type 1
    And the basket still holds 1 "Comptoir burger" at 16.50 €

  Scenario: checkout 4: the query string alone proves nothing: SUCCESSED on a refused payment is still an error
    When I check out as "take away" paid online with "Carte bancaire" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    And the payment provider answers "refused"
    Then the payment return with result "SUCCESSED" shows "rejected", error type 1
    And the basket still holds 1 "Comptoir burger" at 16.50 €

  Scenario: checkout 4: a redirect provider sends the customer to its page, and its result is confirmed
    When I check out as "take away" paid online with "Sandbox Pay" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    Then the order is accepted and the customer is sent to the sandbox's payment page
    When the payment provider answers "paid"
    Then the payment return with result "SUCCESSED" shows "paid" with no error

  Scenario: issue 22.1 (checkout 4): a refused payment's order never reaches the kitchen, and is canceled once its basket is back
    When I check out as "take away" paid online with "Carte bancaire" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    And the payment provider answers "refused"
    Then the restaurant cannot move the order on
    When the payment return with result "REFUSED" shows "rejected", error type 1
    Then the restaurant sees the order "canceled"
    And the basket still holds 1 "Comptoir burger" at 16.50 €

  Scenario: issue 22.2 (checkout 4): back from the provider's page without paying, the basket is back and the order is canceled
    When I check out as "take away" paid online with "Sandbox Pay" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    Then the restaurant sees the order "awaiting_payment"
    When I come back to the storefront without paying
    Then the basket still holds 1 "Comptoir burger" at 16.50 €
    And the restaurant sees the order "canceled"
