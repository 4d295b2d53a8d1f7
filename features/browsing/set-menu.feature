Feature: The lunch set menu
  A customer of Le Comptoir des Halles builds the lunch set menu step by step (starter, main, dessert),
  picks the dishes and their options, skips what they do not want, and orders it. Starter + main and
  main + dessert cost 19.90 €, all three 24.90 €; some dishes carry a supplement.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: browsing 4: steps by position, each with its dishes; the main is in every price choice, so required
    When I open the set menu "Lunch set menu"
    Then its steps are "Starter", "Main" and "Dessert", with "Main" required
    And the step "Starter" offers "Red kuri squash soup" and "Apulian burrata"

  Scenario: browsing 4: unavailable products are hidden and cannot be added
    Given the restaurant then sells its last "Apulian burrata"
    And I am on the menu of "le-comptoir"
    When I open the set menu "Lunch set menu"
    Then the step "Starter" offers "Red kuri squash soup"
    When I pick "Apulian burrata" at the step "Starter"
    Then it is refused as "product_unavailable"

  Scenario: browsing 4: a required step cannot be skipped
    When I open the set menu "Lunch set menu"
    And I skip the step "Main"
    Then it is refused as "step_required"

  Scenario: browsing 4: a pick marks the step done and moves on; picking again replaces the dish
    When I open the set menu "Lunch set menu"
    And I pick "Red kuri squash soup" at the step "Starter"
    Then the step "Starter" is done and the current step is "Main"
    When I go back to the step "Starter"
    And I pick "Apulian burrata" at the step "Starter"
    Then the set menu holds "Apulian burrata"

  Scenario: browsing 4: validate only when the selection equals a price choice, else what is missing
    When I open the set menu "Lunch set menu"
    And I pick "Apulian burrata" at the step "Starter"
    Then the set menu cannot be validated: "Main" is missing for "Starter + main"
    When I try to add the set menu to the basket
    Then it is refused as "formula_selection_incomplete"

  Scenario: browsing 4: the price is the price choice plus supplements and options, extras beyond max_number included
    When I open the set menu "Lunch set menu"
    And I pick "Apulian burrata" at the step "Starter"
    And I pick "Comptoir burger" at the step "Main" with:
      | option              | item                 |
      | Cooking             | Rare                 |
      | Side                | Truffle mash         |
      | Sauces (2 included) | Ketchup              |
      | Sauces (2 included) | Pepper sauce         |
    Then the set menu is "Starter + main" at 24.90 €
    And the recap does not show yet
    When I skip the step "Dessert"
    Then the recap shows "Apulian burrata" and "Comptoir burger"

  Scenario: browsing 4 and checkout 4: the set menu is ordered, priced by the restaurant as in the basket
    When I open the set menu "Lunch set menu"
    And I skip the step "Starter"
    And I pick "Salmon fillet" at the step "Main"
    And I pick "Chocolate mousse" at the step "Dessert"
    Then the set menu is "Main + dessert" at 19.90 €
    When I add the set menu to the basket
    Then the basket holds 1 "Lunch set menu" for a total of 19.90 €
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the restaurant priced my order at 19.90 €
