Feature: Take away, paid on the spot
  A customer of Le Comptoir des Halles composes a burger, orders it to take away, pays at the counter
  and follows the order until it is ready to pick up at the restaurant.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: browsing 3: the burger is on a menu of three levels of categories
    Then the menu shows "Comptoir burger" at 16.50 € in "Food > Mains > Burgers"

  Scenario: browsing 4: default items are pre-selected and the third sauce costs 0.50 €
    When I open "Comptoir burger"
    Then these items are pre-selected:
      | option              | item                 |
      | Cooking             | Medium               |
      | Side                | Home-made fries      |
      | Sauces (2 included) | Home-made mayonnaise |
    And the composed price is 16.50 €
    When I pick "Ketchup" in "Sauces (2 included)"
    Then the composed price is 16.50 €
    When I pick "Pepper sauce" in "Sauces (2 included)"
    Then the composed price is 17.00 €

  Scenario: browsing 5: at most three extras, the others are disabled once three are picked
    When I open "Comptoir burger"
    And I pick "Smoked bacon", "Aged cheddar" and "Caramelised onions" in "Extras (up to 3)"
    Then "Avocado" is disabled in "Extras (up to 3)"
    And the composed price is 21.00 €

  Scenario: checkout 4: take away steps are sent, validated, ready
    When I open "Comptoir burger"
    And I pick "Ketchup" and "Pepper sauce" in "Sauces (2 included)"
    And I add 2 of it to the basket
    Then the basket holds 2 "Comptoir burger" for a total of 34.00 €
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the basket is empty
    When I follow my order
    Then the tracking shows the steps "sent, validated, ready" with "sent" current
    When the restaurant moves the order to its next step
    Then the tracking shows "validated" current, live
    When the restaurant moves the order to its next step
    Then the order is completed at "ready", every step done, live
