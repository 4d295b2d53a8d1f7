Feature: Loyalty in the checkout's summary and payment step (issue 18)

  At Le Comptoir a customer connects by card (checkout 6, 7), uses part of the pool, which the programme bounds
  (checkout 5, 7 "Order calculation"), and chooses advantages, whose promotions the platform checks; the totals
  follow (core ComputeCheckoutTotals) and the order carries the card, the pool and the pool used (checkout 3
  customerExternalInfos). The card CMPT-1001 has a 5.00 € pool (demo establishments README).

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 5 and 7: part of the pool comes off the amount to pay, and the order carries it
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    When I connect my loyalty card "CMPT-1001" at the checkout
    And I use 2.50 € of the pool for "take away"
    Then the programme takes 2.50 € of the pool and 14.50 € is left to pay
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    And the order carries the loyalty card "CMPT-1001" with a pool of 5.00 € and 2.50 € of it used

  Scenario: checkout 5: a pool use beyond the customer's pool is bounded by the programme
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    When I connect my loyalty card "CMPT-1001" at the checkout
    And I use 9.00 € of the pool for "take away"
    Then the programme takes 5.00 € of the pool and 12.00 € is left to pay

  Scenario: checkout 4: a gift advantage adds its product at 0, and it leaves with the advantage
    Given the loyalty customer "CMPT-1001" has 600 points
    And my basket holds 2 "Risotto aux cèpes" with its default options
    When I connect my loyalty card "CMPT-1001" at the checkout
    And I choose the advantage "Mousse offerte" for "take away"
    Then the totals give "Mousse au chocolat" at 0 and 34.00 € to pay
    When I remove the advantage "Mousse offerte"
    Then the totals give no gift and 34.00 € to pay

  Scenario: checkout 5: an advantage needing more points than the customer has is refused
    Given my basket holds 2 "Risotto aux cèpes" with its default options
    When I connect my loyalty card "CMPT-1001" at the checkout
    And I choose the advantage "Mousse offerte" for "take away"
    Then the advantage is refused with "not_enough_points"
