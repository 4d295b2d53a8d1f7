Feature: The platform is the authority on an order's discounts at intake (issue 18)

  The platform works the discounts out again with core's rules when it takes an order, keeps the amount to pay
  with the order (tracking's total, the history, the online charge), and debits a code's use with the order:
  the uses of a code are spent by orders, not by checks.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 3 and 7: an order with BIENVENUE10 is tracked at its amount to pay, the discount off
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And my basket holds 2 "Expresso" with its default options
    And I apply the promo code "BIENVENUE10" for "take away"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    # 21.40 € less 10 %: what the tracking page shows, not the undiscounted 21.40 €
    And the restaurant priced my order at 19.26 €

  Scenario: checkout 8: the order takes the last use of a code; the next customer's check says no_usages_left
    Given the restaurant adds the promo code "LAST" already used 2 times out of 3
    And my basket holds 1 "Burger végétal" with its default options
    And I apply the promo code "LAST" for "take away"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the restaurant priced my order at 14.00 €
    Given my basket holds 1 "Burger végétal" with its default options
    When I apply the promo code "LAST" for "take away"
    Then the promo field says "no_usages_left"
