Feature: Searching the menu and filtering allergens
  A customer finds a dish by typing part of its name or description, in their language, accents aside
  (issue 6), and hides the products containing allergens they choose among ids 1 to 14 (browsing 3).

  Scenario: issue 6: the search ignores accents and case, in the customer's language
    Given I am on the menu of "le-comptoir"
    When I search the menu for "CREME BRULEE" in "fr"
    Then the search finds "Crème brûlée à la vanille"
    And the search finds nothing else

  Scenario: issue 6: a description in the other language is not searched
    Given I am on the menu of "le-comptoir"
    When I search the menu for "vanilla" in "fr"
    Then the search finds nothing

  Scenario: browsing 3: excluding gluten hides the products that contain it
    Given I am on the menu of "le-comptoir"
    When I exclude the allergen "Gluten"
    Then the menu hides "Burger du Comptoir"
    And the menu hides "Tarte Tatin"
    But the menu still shows "Velouté de potimarron"

  Scenario: browsing 3: clearing the filter shows every product again
    Given I am on the menu of "le-comptoir"
    When I exclude the allergen "Lait"
    And I exclude the allergen "Lait" again
    Then the menu still shows "Velouté de potimarron"
