Feature: The promo code of the checkout's summary and payment step (issue 18)

  Le Comptoir asks for promo codes (checkout 3 ask_promo). The code typed is checked by the platform
  (checkout 7 "Promo code check"), its discount is in the totals (core ComputeTotals: one rule for the
  storefront, the CLI and the simulator), and the order carries it (checkout 3 promotion_id, promoCodes).
  A code that stops matching when the basket or the order type changes is dropped with its key (issue 18).

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 7: BIENVENUE10 takes 10 % off the amount to pay, and the order is taken with its code
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And my basket holds 2 "Expresso" with its default options
    When I apply the promo code "bienvenue10" for "take away"
    Then the promo code "BIENVENUE10" is applied
    And the totals show a "percentage" discount of 2.14 € and 19.26 € to pay
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the order carries promotion 1 with the code "BIENVENUE10"

  Scenario: issue 18: a set menu with its supplements and options is checked at its real price, as the order is priced
    When I open the set menu "Lunch set menu"
    And I pick "Apulian burrata" at the step "Starter"
    And I pick "Comptoir burger" at the step "Main" with:
      | option              | item                 |
      | Cooking             | Rare                 |
      | Side                | Truffle mash         |
      | Sauces (2 included) | Ketchup              |
      | Sauces (2 included) | Pepper sauce         |
    And I pick "Chocolate mousse" at the step "Dessert"
    # 24.90 + the burrata 2.00 + truffle mash 2.50 + a third sauce (mayonnaise by default) 0.50; its cheapest choice, 19.90, is below 20 €
    Then the set menu is "Starter + main + dessert" at 29.90 €
    When I add the set menu to the basket
    And I apply the promo code "BIENVENUE10" for "take away"
    Then the promo code "BIENVENUE10" is applied
    And the totals show a "percentage" discount of 2.99 € and 26.91 € to pay
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the order carries promotion 1 with the code "BIENVENUE10"
    And the restaurant priced my order at 26.91 €

  Scenario: checkout 3 "Promotion": a cash code and a gift code in the totals
    Given my basket holds 1 "Burger végétal" with its default options
    When I apply the promo code "BURGER3" for "delivery"
    # 15.00 − 3.00 + the delivery cost 3.90 (checkout 5)
    Then the totals show a "cash" discount of 3.00 € and 15.90 € to pay
    Given my basket holds 1 "Entrecôte 300 g" with its default options
    When I apply the promo code "MOUSSEOFFERTE" for "take away"
    Then the promo code "MOUSSEOFFERTE" is applied
    And the totals show a "gift" discount of 0.00 € and 39.00 € to pay

  Scenario Outline: checkout 8: <key> is said at the promo field, and nothing is taken off
    Given my basket holds 1 "<product>" with its default options
    When I apply the promo code "<code>" for "<order type>"
    Then the promo field says "<key>"
    And the totals show a "cash" discount of 0.00 € and <to pay> to pay

    Examples:
      | product        | code        | order type | key                     | to pay  |
      | Expresso       | NOSUCHCODE  | take away  | invalid_promo_code      | 2.20 €  |
      | Expresso       | BIENVENUE10 | take away  | price_too_low           | 2.20 €  |
      | Expresso       | BURGER3     | take away  | no_matching_products    | 2.20 €  |
      | Burger végétal | BURGER3     | on place   | order_type_not_matching | 15.00 € |

  Scenario: checkout 8: a code kept for another customer, and a code used up
    Given the restaurant adds the promo code "ADA5" of 5 % kept for "ada@example.com"
    And the restaurant adds the promo code "SPENT" already used 3 times out of 3
    And my basket holds 1 "Burger végétal" with its default options
    When I apply the promo code "ADA5" for "take away"
    Then the promo field says "infos_not_matching"
    When I apply the promo code "SPENT" for "take away"
    Then the promo field says "no_usages_left"

  Scenario: issue 18: a line taken out below the code's minimum drops the code with price_too_low
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And my basket holds 2 "Expresso" with its default options
    And I apply the promo code "BIENVENUE10" for "take away"
    When I take the "Expresso" out of the basket
    And the checkout checks the code again for "take away"
    Then the code "BIENVENUE10" is dropped with "price_too_low"
    And the totals show a "percentage" discount of 0.00 € and 17.00 € to pay

  Scenario: issue 18: another order type drops a code kept for take away and delivery
    Given my basket holds 1 "Burger végétal" with its default options
    And I apply the promo code "BURGER3" for "take away"
    When the checkout checks the code again for "on place"
    Then the code "BURGER3" is dropped with "order_type_not_matching"

  Scenario: checkout 8: an order still carrying a code that no longer applies is refused, said at the field
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And my basket holds 2 "Expresso" with its default options
    And I apply the promo code "BIENVENUE10" for "take away"
    When I take the "Expresso" out of the basket
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "promotion_error"
    And the checkout says "price_too_low" in place

  Scenario: checkout 8: the platform failing to pass an order with a code on is said at the field
    Given my basket holds 1 "Burger végétal" with its default options
    And I apply the promo code "BURGER3" for "take away"
    And the platform will answer my next order with "promotion_error" naming "send_order_to_hub_error"
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the checkout says "send_order_to_hub_error" in place
