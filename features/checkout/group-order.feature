Feature: A group order, one checkout for the outlets of a group
  At Les Halles, a group of restaurants (browsing 2.4), the customer fills the basket of several outlets
  and checks out once: one POST order/multiRestaurant?restaurant_token=les-halles whose payload carries
  each outlet's products under its restaurant_child_token (checkout 3 and 7). Each outlet gets its own
  order, priced from its own menu.

  Background:
    Given I am on the menu of "les-halles-crepes"
    And my basket holds 2 "Galette complète" with its default options
    And I am on the menu of "les-halles-pizza"
    And my basket holds 1 "Pizza margherita" with its default options

  Scenario: checkout 3 and 7: one group order, one order per outlet, each tracked
    When I check out for the group "les-halles" as "take away" with:
      | full name | Camille Durand |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the group order is accepted and I see its order number
    And the group order went to "les-halles-crepes" with 2 units and "les-halles-pizza" with 1 unit
    And its tracking shows "La Crêperie des Halles" at 19.00 € and "Pizza des Halles" at 11.00 €
    And the baskets of "les-halles-crepes" and "les-halles-pizza" are empty

  Scenario: checkout 8: a group order's number tracked as one outlet's order is ORDER_UNAVAILABLE, "cant reach order"
    When I check out for the group "les-halles" as "take away" with:
      | full name | Camille Durand |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And I track the group order's number as an order of "les-halles-crepes"
    Then the tracking says "order_unavailable" under the title "cant_reach_order"
    When I track the group order's number as an order of "le-comptoir"
    Then the tracking says "nothing" under the title "this_command_does_not_exist"

  Scenario: browsing 2.4: the order type chosen on the group is the one the group checkout starts on
    Given I chose "take_away" in the delivery details of "les-halles"
    Then the group checkout of "les-halles" starts on "take_away"

  Scenario: checkout 5: an invalid checkout sends nothing and keeps every basket
    When I check out for the group "les-halles" as "take away" with:
      | full name | C              |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the group checkout is refused with "full_name_min_length_error"
    And the basket of "les-halles-crepes" still holds 2 "Galette complète"
    And the basket of "les-halles-pizza" still holds 1 "Pizza margherita"

  Scenario: checkout 5: an order type one of the outlets does not take is refused
    When I check out for the group "les-halles" as "delivery" with:
      | full name | Camille Durand |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the group checkout is refused with "order_type_unavailable"

  Scenario: checkout 4 and 8: an outlet refusing its part refuses the whole order, and every basket is kept
    Given the platform will answer the next order of "les-halles-pizza" with "stock_error"
    When I check out for the group "les-halles" as "take away" with:
      | full name | Camille Durand |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the group order is refused with "stock_error"
    And no order reached "les-halles-crepes"
    And the basket of "les-halles-crepes" still holds 2 "Galette complète"
    And the basket of "les-halles-pizza" still holds 1 "Pizza margherita"
