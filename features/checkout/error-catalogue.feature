Feature: The error catalogue: where each refusal of the platform takes the customer
  checkout 8: order errors are read from the response field err, the basket is kept, and each error goes
  to its page or message. QA stages the platform's answer to the next order, as `ordering sim order-error`
  does from a terminal.

  Background:
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Red kuri squash soup" with its default options

  Scenario Outline: checkout 8: <error> goes to the tracking page with its text, the basket kept
    Given the platform will answer my next order with "<error>"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "<error>"
    And I am taken to the tracking page saying "<text>"
    And the basket still holds 2 "Red kuri squash soup" at 7.50 €

    Examples:
      | error                  | text                                  |
      | product_integrity      | order_product_integrity_problem       |
      | timeslot_error         | max_products_on_timeslot              |
      | send_to_hub_error      | send_order_to_hub_error               |
      | delivery_address_error | delivery_not_available_on_address     |
      | unknown                | your_payment_did_not_succeed          |

  Scenario: checkout 8: a blacklisted phone goes to the tracking page with its type and the data it names
    Given the platform will answer my next order with "blacklist_phone" naming "+33612345678"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then I am taken to the tracking page saying "order_blacklisted" about "+33612345678"

  Scenario: checkout 8: a stock error goes to the out-of-stock page with the products
    Given the platform will answer my next order with "stock_error"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the refusal names "Red kuri squash soup" as out of stock
    And the basket still holds 2 "Red kuri squash soup" at 7.50 €

  Scenario: checkout 8: a product limitation goes to the limitation page with its type and entities
    Given the platform will answer my next order with "limitation_products"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then I am taken to the limitation page of "limitation_products" naming "Red kuri squash soup"

  Scenario: checkout 8: a promotion error is an inline message by its code
    Given the platform will answer my next order with "promotion_error" naming "no_promo_code"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the checkout says "invalid_promo_code" in place

  Scenario: checkout 8: a server error keeps the basket and leaves the outcome unknown (issue 15.5)
    Given the platform will answer my next order with "server_error"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then whether the order was taken is not known
    And the basket still holds 2 "Red kuri squash soup" at 7.50 €
