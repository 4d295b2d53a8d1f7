Feature: Limits of the basket
  A restaurant may sell a product, a category or an order only up to a number of units; what was
  already ordered counts. An add that would pass a limit is refused with its message and nothing is lost.

  Scenario: browsing 5: a product limited to 2 per order takes no third
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Porcini risotto" with its default options
    When I try to add 1 "Porcini risotto" to the basket
    Then it is refused as "basket_limit_product"
    And the basket holds 2 "Porcini risotto" for a total of 34.00 €

  Scenario: browsing 5: the total product count limit counts what was already ordered
    Given I am on the menu of "le-comptoir"
    And the restaurant takes at most 3 products per order, 1 already counted
    And my basket holds 2 "Espresso" with its default options
    When I try to add 1 "Espresso" to the basket
    Then it is refused as "basket_limit_total_products"
    And the basket holds 2 "Espresso" for a total of 4.40 €

  Scenario: browsing 4: in consultative mode nothing can be added
    Given I am on the menu of "cafe-du-musee"
    When I try to add 1 "Leek tart" to the basket
    Then it is refused as "basket_closed_in_consultative_mode"
    And the basket is empty
    And checkout is blocked with "checkout_blocked_in_consultative_mode"
