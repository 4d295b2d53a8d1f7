Feature: browsing 7: tracking events on a product click and a suggestion pick
  Opening a product from the menu and choosing one of the proposed products are sent to the
  platform as tracking events (product_id, product_type), without ever holding up the customer.

  Scenario: browsing 7: opening a product from the menu is tracked as a product click
    Given I am on the menu of "le-comptoir"
    When I open "Velouté de potimarron" from the menu
    Then the simulator recorded a "product_click" on "Velouté de potimarron" of product type 0

  Scenario: browsing 7: choosing a proposed formula is tracked as a suggestion pick
    Given I am on the menu of "le-comptoir"
    When I pick the proposed "Formule du midi"
    Then the simulator recorded a "suggestion_pick" on "Formule du midi" of product type 3

  Scenario: browsing 7: a refused tracking event is only logged, the click goes on
    Given I am on the menu of "le-comptoir"
    When a product click names product 999999, not on the menu
    Then the simulator recorded no event on product 999999
    And the client log says the "product_click" was not tracked
