Feature: A closed restaurant
  checkout 4: the app becomes consultative when the restaurant is closed (is_closed). The menu stays
  readable; nothing can be added or ordered until it opens again, and the platform takes no order meanwhile.

  Scenario: checkout 4: while the restaurant is closed its menu is for consultation only
    Given the simulator closes "le-comptoir" for now
    And I am on the menu of "le-comptoir"
    Then the menu is shown for consultation only, the restaurant being closed
    When I try to add 1 "Espresso" to the basket
    Then it is refused as "basket_closed_in_consultative_mode"
    And the basket is empty
    And checkout is blocked with "checkout_blocked_in_consultative_mode"

  Scenario: checkout 4: an order sent while the restaurant is closed is refused, and taken once it opens again
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    And the simulator closes "le-comptoir" for now
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the platform refuses the order on "restaurant_id"
    And the basket holds 2 "Espresso" for a total of 4.40 €
    When the simulator opens "le-comptoir" again
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number

  # Issue 22.4: outside its opening hours (Le Comptoir: Tuesday to Saturday 12:00-14:30 and 19:00-22:30,
  # Sunday lunch) an order type without time slots ("as soon as possible") takes no order at all.
  Scenario: checkout 4 "Checkout flow" (the opening-time check before sending): at 2 am an order as soon as possible is not sent, and the platform refuses it
    Given it is "02:00" in Paris on that Wednesday
    And I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is not sent, the checkout saying "restaurant_closed"
    And the basket holds 2 "Espresso" for a total of 4.40 €
    When a storefront that does not check the opening hours sends it anyway
    Then the platform refuses it as "timeslot_error"

  Scenario: checkout 4 "Checkout flow": inside the opening hours the same order is taken
    Given it is "12:20" in Paris on that Wednesday
    And I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
