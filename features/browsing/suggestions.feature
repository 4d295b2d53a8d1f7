Feature: Suggestions before validation
  browsing 2.6 and 5: on the way to validation, "about your selection, we propose" up to 5 products that
  go with the basket (POST /api/future/{restaurantId}); with nothing to propose, straight to validation.

  Scenario: browsing 5: what goes with the basket, visible products, none already in it
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And my basket holds 1 "Red kuri squash soup" with its default options
    When I go on to validation
    Then I am proposed, in any order, "Organic apple juice", "Craft lemonade", "Chocolate mousse" and "Côtes-du-Rhône, Domaine Gramenon"

  Scenario: browsing 5: a product the restaurant can no longer serve is not proposed
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And the restaurant then sells its last "Chocolate mousse"
    When I go on to validation
    Then I am proposed, in any order, "Craft lemonade" and "Côtes-du-Rhône, Domaine Gramenon"

  Scenario: browsing 2.6: with nothing to propose it goes straight to validation
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Mineral water" with its default options
    When I go on to validation
    Then I go straight to validation

  Scenario: browsing 5: the same suggestions are not proposed twice
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Chocolate mousse" with its default options
    When I go on to validation
    Then I am proposed, in any order, "Espresso" and "Cappuccino"
    When I go on to validation
    Then I go straight to validation
