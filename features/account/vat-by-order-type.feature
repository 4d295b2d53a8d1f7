Feature: VAT by order type
  Issue 20 item 6. A product may carry a take-away VAT rate beside its eat-in one; the order type picks it (take
  away and delivery: the take-away rate, on place and room service: the eat-in one). The platform records each
  line's rate when it takes the order; the history and the receipt tell the VAT by rate. French rules at Le
  Comptoir: food and soft drinks served 10 %, bottled soft drinks and the king cake taken away 5.5 %, wine 20 %.

  Scenario: a take-away order: the bottled water at 5.5 %, the burger at 10 %
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    Then the receipt of my latest validated "take_away" order tells the VAT by rate:
      | rate | base    | tax    | total   |
      | 5.5  | 3.32 €  | 0.18 € | 3.50 €  |
      | 10   | 15.91 € | 1.59 € | 17.50 € |

  Scenario: an order on place: the food at 10 %, the wine at 20 %, whatever a take-away rate says
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    Then the receipt of my latest validated "on_place" order tells the VAT by rate:
      | rate | base    | tax    | total   |
      | 10   | 20.91 € | 2.09 € | 23.00 € |

  Scenario: the same drink at two rates, by how it was ordered
    Given I am on the menu of "le-comptoir"
    And I sign in as "claire.martin@example.com" with "Comptoir2026"
    Then in my order history "Eau pétillante" is at 5.5 % taken away and at 10 % on place
    And in my order history "Jus de pomme bio" is at 5.5 % taken away and at 10 % on place
    And in my order history "Sancerre, Domaine Vacheron" is at 20 % taken away and at 20 % on place
