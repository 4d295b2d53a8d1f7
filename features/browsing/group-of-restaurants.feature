Feature: A group of restaurants
  Les Halles, a food hall, is a group of restaurants (browsing 2.1, 2.4, 3, 9): its home lists its open
  outlets, each a restaurant of its own with its own basket.

  Scenario: browsing 2.4: a group's home is its multi-establishment home
    Given I am on the menu of "les-halles"
    Then the home sends me to the multi-establishment home

  Scenario: browsing 9: the group lists its open outlets, the visible ones by position
    Given I am on the menu of "les-halles"
    When I open the group's list
    Then the group lists "La Crêperie des Halles" and "Pizza des Halles"

  Scenario: browsing 4: checkout with no order types is blocked, but not for a group
    Given I am on the menu of "les-halles"
    Then the group's checkout is not blocked for its lack of order types

  Scenario: browsing 2.4: each outlet of the group has its own basket
    Given I am on the menu of "les-halles-crepes"
    And my basket holds 1 "Galette complète" with its default options
    When I am on the menu of "les-halles-pizza"
    Then the basket is empty
    When I am on the menu of "les-halles-crepes"
    Then the basket holds 1 "Galette complète" for a total of 9.50 €

  Scenario: browsing 2.4: the delivery-details menu offers the outlets' order types and remembers the choice per group
    Given I am on the menu of "les-halles"
    When I open the group's list
    Then the group's delivery details offer "on_place, take_away", chosen at first
    When I choose "take_away" in the group's delivery details
    Then the group lists for "take_away" "La Crêperie des Halles" and "Pizza des Halles"

  Scenario: browsing 2.1: every address inside an outlet keeps the group's child_token
    Then inside an outlet of "les-halles", the address "?lang=en" becomes "?lang=en&child_token=les-halles"
    And inside an outlet of "les-halles", the address "?child_token=les-halles" becomes "?child_token=les-halles"

  Scenario: browsing 2.4: the way back names the group, even when its page was not seen
    Given I am on the menu of "les-halles-crepes"
    Then the way back to "les-halles" says "Les Halles"
