Feature: Live stock and the busy kitchen
  What the restaurant changes at the platform reaches an open menu within a second over the live
  channel (issue 20.3): a product sold out, and a busy kitchen's longer preparation time. The checkout
  still refuses what is sold out (checkout 8), whatever the storefront sends.

  Background:
    Given I am on the menu of "le-comptoir"
    And the menu follows the platform live

  Scenario: browsing 3: a product sold out at the platform shows sold out, its basket line is flagged, the checkout refuses it
    Given my basket holds 2 "Craft lemonade" with its default options
    When the platform sells out "Craft lemonade"
    Then within a second the menu shows "Craft lemonade" sold out
    And the basket flags its "Craft lemonade" line as sold out
    And the menu heard each change once
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "stock_error"
    And the refusal names "Craft lemonade" as out of stock

  Scenario: checkout 3: a busy kitchen lengthens the preparation time shown, live, until it is no longer busy
    When the kitchen is busy for 20 more minutes
    Then within a second the preparation time shown is 20 minutes longer
    When the kitchen is no longer busy
    Then within a second the preparation time shown is the one it loaded
    And the menu heard each change once
