Feature: Splitting the table's bill
  Issue 20 item 2: at Café Lumière, table 12 orders on place and shares its bill from the hub
  (/cafe-lumiere/hub?number=12): the whole, an equal share of N, a free amount or chosen items, each share
  with its own tip. A share is a payment like the whole bill: the platform holds it (no one else may pay
  its items or amount meanwhile) and it is paid on the sandbox provider's page, or released when refused,
  given up or past 15 minutes. Everyone at the table sees what is being paid, paid and left change live,
  and two guests never pay the same item nor more than what is left.

  Background:
    Given I am on the menu of "cafe-lumiere"
    When I open "Croque-monsieur à la truffe"
    And I add 1 of it to the basket
    And I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    When I open "Croque-monsieur à la truffe"
    And I add 1 of it to the basket
    And I check out as "on place" paid on the spot with:
      | full name    | Bruno Petit    |
      | phone        | 06 98 76 54 32 |
      | table number | 12             |

  Scenario: issue 20 item 2: my items, with a tip; the other guest sees it live and cannot pay them again
    Given a second guest at table "12" opens its hub and follows the bill
    When I pay line 1 of order 1 with a tip of 2.00 €
    Then my share of 12.50 € is paid with a tip of 2.00 €
    And the second guest is told the bill changed
    When I open the hub of table "12"
    Then the bill comes to 25.00 €, 12.50 € paid, 12.50 € left
    When the second guest pays the same items from the bill they saw
    Then the share is refused "item_paid"

  Scenario: issue 20 item 2: three equal shares sum exactly to the bill, the last taking the remainder cent
    When I pay an equal share of 3 with a tip of 0.00 €
    Then my share of 8.33 € is paid with a tip of 0.00 €
    When I pay an equal share of 3 with a tip of 1.00 €
    Then my share of 8.33 € is paid with a tip of 1.00 €
    When I pay an equal share of 3 with a tip of 0.00 €
    Then my share of 8.34 € is paid with a tip of 0.00 €
    When I open the hub of table "12"
    Then the hub says "hub_bill_paid"
    And the bill comes to 25.00 €, 25.00 € paid, 0.00 € left

  Scenario: issue 20 item 2: a free amount, never more than what is left; then the whole of the rest
    When I pay 10.00 € of the bill
    Then my share of 10.00 € is paid with a tip of 0.00 €
    When I pay 15.01 € of the bill
    Then the share is refused "more_than_left"
    When I pay what is left of the bill
    Then my share of 15.00 € is paid with a tip of 0.00 €
    When I open the hub of table "12"
    Then the bill comes to 25.00 €, 25.00 € paid, 0.00 € left

  Scenario: issue 20 item 2: a share is held while paid through the provider; refused, it is released with its choice
    Given a second guest at table "12" opens its hub and follows the bill
    When I start paying line 1 of order 1 with a tip of 2.00 €
    Then the second guest is told the bill changed
    And the table sees 12.50 € being paid, 0.00 € paid, 12.50 € left, line 1 of order 1 held
    When the second guest pays the same items from the bill they saw
    Then the share is refused "item_paying"
    When the payment provider refuses my payment
    Then my share is not paid: released "refused", its choice kept with a tip of 2.00 €
    When I open the hub of table "12"
    Then the bill comes to 25.00 €, 0.00 € paid, 25.00 € left
    When I pay line 1 of order 1 with a tip of 0.00 €
    Then my share of 12.50 € is paid with a tip of 0.00 €

  Scenario: issue 20 item 2: a share given up on the provider's page frees its amount for the rest of the table
    When I pay 10.00 € of the bill
    Then my share of 10.00 € is paid with a tip of 0.00 €
    When I start paying line 1 of order 2 with a tip of 1.00 €
    And I give up my payment on the provider's page
    Then my share is not paid: released "cancelled", its choice kept with a tip of 1.00 €
    When I pay what is left of the bill
    Then my share of 15.00 € is paid with a tip of 0.00 €
    When I open the hub of table "12"
    Then the hub says "hub_bill_paid"
