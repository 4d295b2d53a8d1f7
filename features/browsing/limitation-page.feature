Feature: Limitation page
  When the platform refuses an order for a limit, the limitation page says which by its title, lists the
  limited products and takes them out of the basket.

  Scenario: browsing 2.7: an order passing a product's limit is refused with its entities, and the page takes the product out
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Porcini risotto" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    Given my basket holds 2 "Porcini risotto" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "limitation_products"
    And the limitation page is titled "limitation_these_products_are_no_longer_available" and takes "Porcini risotto" out of the basket

  Scenario: issue 6 and browsing 5: a product limited live with sim limit refuses the next order passing it
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    And support limits "Espresso" to 1 per order with sim limit
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "limitation_products"
    And the limitation page is titled "limitation_these_products_are_no_longer_available" and takes "Espresso" out of the basket

  Scenario: browsing 2.7: a full time slot is refused as limitation_order and the page shows the slot's start and end
    Given I am on the menu of "la-buvette"
    And I answer "Avec glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets en carton" for the checkout option "Emballage"
    And the number of guests is 1
    And my basket holds 1 "Mixed board" with its default options
    When I choose the slot at "21:00" in 4 days
    And 2 other customers take that slot
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "limitation_order"
    And the limitation page is titled "limitation_order_timeslot_full" and shows the slot "21:00 – 21:30"
