Feature: The hub of a table, and paying its bill
  A table at Café Lumière orders on place and pays at the end: the table's hub (its QR code leads to
  /cafe-lumiere/hub?number=12) shows the bill with its lines, what is paid and what is left, and pays it
  on the platform's table payment page.

  Background:
    Given I am on the menu of "cafe-lumiere"

  Scenario: browsing 2.5: the hub shows the table's open bill, order by order, and the pay_bill button
    When I open "Croque-monsieur à la truffe"
    And I add 2 of it to the basket
    And I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    When I open "Croque-monsieur à la truffe"
    And I add 1 of it to the basket
    And I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    When I open the hub of table "12"
    Then the hub shows 2 orders with the lines "2 × Croque-monsieur à la truffe" and "1 × Croque-monsieur à la truffe"
    And the bill comes to 37.50 €, 0.00 € paid, 37.50 € left
    And the hub offers "pay_bill"

  Scenario: browsing 2.5 and checkout 7: the bill paid on the table payment page shows paid, nothing left
    When I open "Croque-monsieur à la truffe"
    And I add 2 of it to the basket
    And I check out as "on place" paid on the spot with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    When I open the hub of table "12"
    And I pay the bill on the platform's table payment page
    And I open the hub of table "12"
    Then the hub says "hub_bill_paid"
    And the bill comes to 25.00 €, 25.00 € paid, 0.00 € left
    And the hub does not offer "pay_bill"

  Scenario: browsing 2.5: a table without an open bill is told so (hub_no_open_bill)
    When I open the hub of table "7"
    Then the hub says "hub_no_open_bill"
    And the hub does not offer "pay_bill"

  Scenario: browsing 2.5: a number that names no table is told so (hub_unknown_table)
    When I open the hub of table "douze"
    Then the hub says "hub_unknown_table"

  Scenario: browsing 2.5: where tables do not pay online the hub says so (hub_no_table_payment)
    Given I am on the menu of "le-comptoir"
    When I open the hub of table "4"
    Then the hub says "hub_no_table_payment"
    And the hub does not offer "pay_bill"
