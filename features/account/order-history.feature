Feature: Order history, receipts and order again
  A signed-in customer reads their orders of this establishment, 10 a page, sorted by the server; downloads
  the receipt of an order neither canceled nor in progress; puts a past order back in the basket. Le
  Comptoir's demo customer (claire.martin@example.com, Comptoir2026) has 12 past orders: one canceled, one
  in progress, formulas and options among them.

  Scenario: accounts 9: the history shows 10 a page from skip 0, newest first
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    When I open my order history
    Then my order history shows 10 orders of 12, on page 1
    And my order history is sorted by "createdAt" "DESC"

  Scenario: accounts 2: a page change keeps the sort, a sort change goes back to the first page
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    When I open my order history
    And I go to page 2 of my order history
    Then my order history shows 2 orders of 12, on page 2
    When I sort my order history by "totalPrice" "ASC"
    Then my order history shows 10 orders of 12, on page 1
    And my order history is sorted by "totalPrice" "ASC"

  Scenario: accounts 4: canceled shows in danger, in progress in warning, validated in success
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    When I open my order history
    Then a "canceled" order shows in "danger"
    And an "in_progress" order shows in "warning"
    And a "validated" order shows in "success"
    And only the orders neither canceled nor in progress offer a receipt

  Scenario: accounts 3: lines show their options, formulas their dishes
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    When I open my order history
    Then an order holds "Burger du Comptoir" with the option "Cuisson" "À point"
    And an order holds the formula "Formule du midi" with the dish "Risotto aux cèpes"

  Scenario: accounts 7: the receipt holds the business's legal details, the display number, the VAT by rate and the total
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    When I open my order history
    And I make the receipt of my latest validated order
    Then the receipt names "Le Comptoir des Halles", SIRET "912 345 678 00014" and VAT number "FR12 912345678"
    And the receipt's number is the display number with the prefix "CH-"
    And the receipt's total is 21.00 €, its VAT 0.18 € at 5.5 % and 1.59 € at 10 %

  Scenario: accounts 6 and 8: without a session the history is refused, and the list stays empty
    Given I am on the menu of "le-comptoir"
    When I open my order history
    Then my order history is refused as "not_connected"

  Scenario: issue 8, order again: the lines go back in the basket from the current menu, what cannot is said
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    And the restaurant then sells its last "Mousse au chocolat"
    When I open my order history
    And I order my latest order again
    Then "Mousse au chocolat" was not put back as "product_unavailable"
    And the basket holds 1 "Burger végétal" for a total of 15.00 €
