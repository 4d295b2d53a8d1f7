Feature: The home page
  What a visitor of /{restaurantId} sees (browsing 2.2): where the home sends them, and the blocks of
  products of an establishment with a home page, filled from its own data (Café Lumière).

  Scenario: browsing 2.2: an establishment without a home page sends its visitors to the menu, category 0
    Given I am on the menu of "le-comptoir"
    Then the home sends me to the menu category 0

  Scenario: browsing 2.2: an establishment with a home page shows it
    Given I am on the menu of "cafe-lumiere"
    Then the home is shown

  Scenario: browsing 2.2: a forced home category is a setting, and sends there home page or not
    Given I am on the menu of "cafe-lumiere"
    And the establishment forces its home category to "Sweet"
    Then the home sends me to the menu category of "Sweet"

  Scenario: browsing 2.2: suggested products are the restaurant's selection, best products its best ones
    Given I am on the menu of "cafe-lumiere"
    When I open the home
    Then the home's suggested products are "Truffle croque-monsieur", "Vegetarian bowl" and "Fresh orange juice"
    And the home's best products are "Avocado toast, poached egg" and "Lemon cheesecake"

  Scenario: browsing 2.2: the most ordered, split into to eat and to drink, come from the restaurant's sales
    Given I am on the menu of "cafe-lumiere"
    When I open the home
    Then the most ordered to eat are "Truffle croque-monsieur", "Chocolate chip cookie", "Avocado toast, poached egg" and "Lunch set menu"
    And the most ordered to drink are "Flat white", "Fresh orange juice", "Matcha latte" and "Craft kombucha"

  Scenario: browsing 2.2: the orders the restaurant takes move a product into the most ordered
    Given I am on the menu of "cafe-lumiere"
    And my basket holds 99 "Home-made hot chocolate" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Camille Durand |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    When I open the home
    Then the most ordered to drink are "Flat white", "Fresh orange juice", "Matcha latte" and "Home-made hot chocolate"

  Scenario: browsing 2.2: let yourself be tempted shows other products than the other blocks
    Given I am on the menu of "cafe-lumiere"
    When I open the home
    Then the tempting products are orderable products no other block of the home shows
