Feature: The highlight product drawer
  A room directory's highlighted product, ordered in a short flow from its tile (browsing 2.9, 3, 7, 8):
  the Hôtel Riviera offers its continental breakfast and a glass of champagne, brought to the room; Le Phare
  its picnic basket, taken away at a time of the next 12 hours or served at the table (step 1).

  Scenario: browsing 2.9: opening the drawer empties the basket and loads the product with its order type
    Given I am on the menu of "hotel-riviera"
    And my basket holds 2 "Club sandwich" with its default options
    When I open the highlight product of the tile 124
    Then the drawer is on its product step
    And the drawer offers "Continental breakfast" for room delivery
    And the basket is empty

  Scenario: browsing 2.9: Next skips the time step of an order without time slots, then the order is taken
    Given I am on the menu of "hotel-riviera"
    When I open the highlight product of the tile 109
    And I press Next in the drawer
    Then the drawer is on its validation step
    When I press Back in the drawer
    Then the drawer is on its product step
    And the basket is empty
    When I press Next in the drawer
    And I order it from the drawer as "Jeanne Martin" in room "214"
    Then the drawer is on its ordered step
    And the order sent is 1 "Glass of champagne" to room "214"
    When I press Next in the drawer
    Then the drawer is on its tracking step

  Scenario: browsing 8: a highlighted product out of stock is the error step
    Given I am on the menu of "hotel-riviera"
    And the restaurant then sells its last "Continental breakfast"
    When I open the highlight product of the tile 124
    Then the drawer is on its error step
    And the drawer says "sorry" and "cant_order_product_for_now" because "Le produit n'a pas pu être trouvé"

  Scenario: browsing 8: a service that is not a highlighted product is the error step
    Given I am on the menu of "hotel-riviera"
    When I open the highlight product of the tile 103
    Then the drawer is on its error step
    And the drawer says "sorry" and "cant_order_product_for_now" because "ServiceId 103 cannot be found in the services"

  Scenario: browsing 2.9 and 9: Le Phare's picnic basket: the order type and the time on step 1, then the order
    Given I am on the menu of "le-phare"
    When I open the highlight product of the tile 306
    And I press Next in the drawer
    Then the drawer is on its time step
    And the drawer offers the order types "take_away, on_place"
    And the drawer offers the times "now", then every half hour from "12:30" to "22:30"
    When I choose "on_place" in the drawer
    Then the drawer offers no time
    When I press Next in the drawer
    And I press Back in the drawer
    Then the drawer is on its time step
    And the drawer's order type is "take_away"
    When I choose the time "13:00" in the drawer
    And I press Next in the drawer
    Then the drawer is on its validation step
    When I order it from the drawer as "Ana Lopez"
    Then the drawer is on its ordered step
    And the order sent is 1 "Picnic basket" to take away at "13:00"
