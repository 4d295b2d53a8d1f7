Feature: Every order type
  Le Comptoir des Halles takes orders to take away, for delivery and on place (checkout 3). Each order
  type asks what it needs: an address for a delivery, which costs 3.90 € below 40.00 € and is free above,
  a table number on place. The platform prices every order again and refuses one that says otherwise.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 5: a delivery below the free-delivery threshold costs its delivery cost
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin     |
      | phone     | 06 12 34 56 78   |
      | street    | 3 rue du Nil     |
      | post code | 75002            |
      | city      | Paris            |
      | floor     | 2                |
      | terms     | accepted         |
    Then the order is accepted and I see its order number
    And the order sent carries a delivery cost of 3.90 € to "3 rue du Nil"

  Scenario: checkout 5: free delivery applies once the basket reaches deliveryOffered
    Given my basket holds 3 "Comptoir burger" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | street    | 3 rue du Nil   |
      | post code | 75002          |
      | city      | Paris          |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the order sent carries a delivery cost of 0.00 € to "3 rue du Nil"

  Scenario: checkout 7: the platform recomputes the delivery cost and refuses a wrong one with 422
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | street    | 3 rue du Nil   |
      | post code | 75002          |
      | city      | Paris          |
      | terms     | accepted       |
    And someone sends that order again declaring a delivery cost of 0.00 €
    Then the restaurant refuses it as unprocessable, naming "delivery_cost"

  Scenario: checkout 3: a delivery without its street is refused and nothing is sent
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | post code | 75002          |
      | city      | Paris          |
      | terms     | accepted       |
    Then the checkout is refused with "delivery_street_required"
    And no order reached the restaurant

  Scenario: checkout 5: the minimum order applies to delivery too
    Given my basket holds 1 "Craft lemonade" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | street    | 3 rue du Nil   |
      | post code | 75002          |
      | city      | Paris          |
      | terms     | accepted       |
    Then the checkout is refused with "order_possible_from"
    And no order reached the restaurant

  Scenario: checkout 3: an order on place sends its table number, terms pre-checked
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    Then the order is accepted and I see its order number
    And the order sent carries the table number "12" and no address

  Scenario: checkout 5: an order on place needs a table number greater than 0 (incorrect_table_number)
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 0              |
    Then the checkout is refused with "incorrect_table_number"
    And no order reached the restaurant

  Scenario: checkout 2: the table-number modal sends a table-only order at once
    Given my basket holds 1 "Comptoir burger" with its default options
    When I send a table-only order for table "7"
    Then the order is accepted and I see its order number
    And the order sent is a table-only order for table "7"
    And the basket is empty

  Scenario: checkout 5: the table-number modal requires a valid number
    Given my basket holds 1 "Comptoir burger" with its default options
    When I send a table-only order for table "0"
    Then the checkout is refused with "incorrect_table_number"
    And no order reached the restaurant
