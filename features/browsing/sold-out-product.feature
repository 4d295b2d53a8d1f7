Feature: Sold-out products
  A product whose stock has run out stays on the menu, marked, and cannot go into the basket.

  Scenario: browsing 3: a product with no stock left is sold out and cannot be added
    Given I am on the menu of "le-comptoir"
    Then "Slow-cooked egg with chanterelles" is marked sold out
    When I try to add 1 "Slow-cooked egg with chanterelles" to the basket
    Then it is refused as "product_unavailable"
    And the basket is empty
