Feature: The categories page
  /{restaurantId}/categories groups the categories by parent, or by product type for those without
  sub-categories (foods, drinks, wines, formulas), each sorted by position (browsing 2.3).

  Scenario: browsing 2.3: Le Comptoir's categories grouped by parent and product type
    Given I am on the menu of "le-comptoir"
    Then the categories page shows these groups:
      | group    | categories                                     |
      | Food     | Starters, Mains, Desserts                      |
      | Drinks   | Soft drinks, Hot drinks, Wine by the glass     |
      | formulas | Set menus                                      |

  Scenario: browsing 2.3: a bar's wines stand in their own group
    Given I am on the menu of "la-buvette"
    Then the categories page shows these groups:
      | group    | categories                 |
      | To nibble | Boards, Small plates      |
      | To drink | Beers, Alcohol-free        |
      | wines    | Wines                      |
