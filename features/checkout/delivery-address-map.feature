Feature: A delivery address with its position
  checkout 3: a delivery's deliveryData carries latitude and longitude, and the tracking page's address
  block shows a map (checkout 2). The platform proposes the addresses it knows while the street is typed
  (ours: an offline search over the demo cities' streets); a picked address gives the order its position,
  which the platform keeps with the order and gives back with the tracked delivery address. An address
  typed by hand stays valid, without a position: a map is never drawn at a guessed place.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 3: the platform proposes the streets it knows, the restaurant's city first
    When I search the delivery address "12 rue montorgueil"
    Then the addresses proposed are "12 rue Montorgueil, 75002 Paris"
    When I search the delivery address "croisette"
    Then the addresses proposed are "boulevard de la Croisette, 06400 Cannes"

  Scenario: checkout 3: too short a search asks nothing and proposes nothing
    When I search the delivery address "ru"
    Then no address is proposed

  Scenario: checkout 3 deliveryData: a picked address gives the order its position, tracked with it
    Given my basket holds 1 "Comptoir burger" with its default options
    And I pick the proposed address "12 rue Montorgueil, 75002 Paris" for "12 rue montorgueil"
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin       |
      | phone     | 06 12 34 56 78     |
      | street    | 12 rue Montorgueil |
      | post code | 75002              |
      | city      | Paris              |
      | terms     | accepted           |
    Then the order is accepted and I see its order number
    And the tracked delivery address "12 rue Montorgueil" is at latitude 48.8645 and longitude 2.3471

  Scenario: checkout 3 deliveryData: an address typed by hand is taken, without a position
    Given my basket holds 1 "Comptoir burger" with its default options
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | street    | 3 rue du Nil   |
      | post code | 75002          |
      | city      | Paris          |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the tracked delivery address "3 rue du Nil" has no position

  Scenario: checkout 7: the platform refuses a position that is not one
    Given my basket holds 1 "Comptoir burger" with its default options
    And I pick the proposed address "12 rue Montorgueil, 75002 Paris" for "12 rue montorgueil"
    When I check out as "delivery" paid on the spot with:
      | full name | Alice Martin       |
      | phone     | 06 12 34 56 78     |
      | street    | 12 rue Montorgueil |
      | post code | 75002              |
      | city      | Paris              |
      | terms     | accepted           |
    And someone sends that order again declaring the latitude 91
    Then the forged position is refused as a bad request on the address
