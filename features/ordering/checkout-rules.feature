Feature: Checkout rules
  The checkout sends nothing until its form is right (checkout 5), and a refused order loses nothing
  the customer chose (checkout 4 and 8).

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 5: the terms of sale must be accepted (missing_cgv_checked) and nothing is sent
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | not accepted   |
    Then the checkout is refused with "missing_cgv_checked"
    And no order reached the restaurant
    And the basket still holds 1 "Comptoir burger" at 16.50 €

  Scenario: checkout 5: a phone number that is not valid gives incorrect_phone_number
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin |
      | phone     | 06 12        |
      | terms     | accepted     |
    Then the checkout is refused with "incorrect_phone_number"
    And no order reached the restaurant

  Scenario: checkout 8: an order priced on a menu that has changed since is refused (product integrity) and the basket stays intact
    Given my basket holds 1 "Comptoir burger" with its default options
    And the restaurant then changes the price of "Comptoir burger" to 17.50 €
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "product_integrity"
    And the basket still holds 1 "Comptoir burger" at 16.50 €

  Scenario: checkout 8: a product sold out meanwhile is a stock error naming it, and the basket stays intact
    Given my basket holds 2 "Craft lemonade" with its default options
    And the restaurant then sells its last "Craft lemonade"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "stock_error"
    And the refusal names "Craft lemonade" as out of stock
    And the basket still holds 2 "Craft lemonade" at 4.50 €
