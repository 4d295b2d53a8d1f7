Feature: Shared carts
  A customer shares their basket as a link (where the restaurant allows it); whoever opens the link finds
  that basket, checked against today's menu, in the basket or at checkout.

  Scenario: browsing 6: a basket shared as a link is found by another customer, the basket open (a=1)
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    When I share my basket
    Then the link is "/le-comptoir?cart=<id>&a=1"
    When another customer opens the link
    Then their basket holds 2 "Espresso"
    And the link takes them to the "basket"

  Scenario: browsing 2.1: a link without a=1 goes to checkout
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Porcini risotto" with its default options
    When I share my basket
    And another customer opens the link without a=1
    Then their basket holds 1 "Porcini risotto"
    And the link takes them to the "checkout"

  Scenario: browsing 2.1: an unknown cart id is not found and the customer's own basket is kept
    Given I am on the menu of "le-comptoir"
    And my basket holds 2 "Espresso" with its default options
    When I open the shared cart "ABCDEFGHJK0123456789"
    Then opening it fails as "not_found"
    And the basket still holds 2 "Espresso" at 2.20 €

  Scenario: browsing 6: where shareCartWebapp is off, the basket cannot be shared
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Club sandwich" with its default options
    When I share my basket
    Then sharing is refused as "not_allowed"
