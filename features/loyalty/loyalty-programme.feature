Feature: The loyalty programme run by the platform (issue 18)

  The simulator runs a loyalty programme kept in its store, seeded from the establishments' files. At Le
  Comptoir: card CMPT-1001 (phone 06 12 34 56 78) has 320 points, a 5.00 € pool, a 15.00 € e-wallet and the
  advantages "Bienvenue fidélité" (automatic, BIENVENUE10), "Burger à -3 €" (150 points, BURGER3) and "Mousse
  offerte" (500 points, MOUSSEOFFERTE); card CMPT-1002 (06 98 76 54 32) carries a fraud advantage; the phone
  06 11 22 33 44 is known without an account. The platform prices the basket from its own menu and bounds the
  pool and the e-wallet itself.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 7 "Loyalty by phone": the national number and the calling code find the customer
    When I connect to the loyalty programme with the phone "06 12 34 56 78"
    Then I am connected with the card "CMPT-1001"
    When I connect to the loyalty programme with the phone "+33 6 12 34 56 78"
    Then I am connected with the card "CMPT-1001"

  Scenario: checkout 7 "Loyalty by card number": the card number finds the customer
    When I connect to the loyalty programme with the card " CMPT-1001 "
    Then I am connected with the card "CMPT-1001"

  Scenario: checkout 8: a phone the programme does not know is 'unknown phone' (unknown_phone)
    When I connect to the loyalty programme with the phone "06 00 00 00 01"
    Then the loyalty programme says "unknown_phone"
    When I connect to the loyalty programme with the phone "12"
    Then the loyalty programme says "unknown_phone"

  Scenario: checkout 8: a card the programme does not know is 'unknown card' (unknown_card)
    When I connect to the loyalty programme with the card "CMPT-9999"
    Then the loyalty programme says "unknown_card"

  Scenario: checkout 8: invalid_user with a url is 'no loyalty account' and a create-account link (no_loyalty_account)
    When I connect to the loyalty programme with the phone "06 11 22 33 44"
    Then the loyalty programme says "no_loyalty_account" with a link to "https://fidelite.example/le-comptoir/inscription"

  Scenario: checkout 3 "Loyalty customer": the customer's points, pool, e-wallet, advantages and rewards
    When I connect to the loyalty programme with the phone "06 12 34 56 78"
    Then I have 320 points, a pool of 5.00 € and an e-wallet of 15.00 €
    And my advantages are "Bienvenue fidélité", "Burger à -3 €" and "Mousse offerte"
    And the advantage "Bienvenue fidélité" is automatic
    And the reward "Menu du midi offert" is disabled with "not_enough_points"

  Scenario: checkout 3 "Loyalty customer": another establishment runs its own programme
    Given I am on the menu of "la-buvette"
    When I connect to the loyalty programme with the card "BUV-2001"
    Then I have 120 points, a pool of 3.00 € and an e-wallet of 10.00 €
    When I connect to the loyalty programme with the card "CMPT-1001"
    Then the loyalty programme says "unknown_card"

  Scenario: checkout 7 "Promo offers check": the promotion of the customer's automatic advantage
    When I check the offers for the card "CMPT-1001"
    Then the programme offers the promotion "BIENVENUE10"
    When I check the offers for the card "CMPT-9999"
    Then the programme offers nothing

  Scenario: checkout 7 "Order calculation": the chosen advantages' discount spread over the products (promotedProducts)
    Given the order to calculate holds 1 "Burger du Comptoir"
    And the order to calculate holds 1 "Mousse au chocolat"
    And I connect to the loyalty programme with the card "CMPT-1001"
    And I choose the advantage "Bienvenue fidélité"
    When the programme calculates the order for "take away"
    Then the discount is 2.30 € and 20.70 € is left to pay
    And "Burger du Comptoir" is discounted by 1.65 €
    And "Mousse au chocolat" is discounted by 0.65 €

  Scenario: checkout 5: the pool used is at most the total minus the tip and the discount
    Given the loyalty customer "CMPT-1001" has a pool of 100.00 € and an e-wallet of 0.00 €
    And the order to calculate holds 1 "Burger du Comptoir"
    And I leave a tip of 2.00 €
    And I connect to the loyalty programme with the card "CMPT-1001"
    And I choose the advantage "Burger à -3 €"
    And I want to use 100.00 € of my pool and 0.00 € of my e-wallet
    When the programme calculates the order for "take away"
    Then the pool used is 13.50 € and the e-wallet used 0.00 €
    And the discount is 3.00 € and 2.00 € is left to pay

  Scenario: checkout 5: the pool used is at most the customer's pool
    Given the order to calculate holds 1 "Entrecôte 300 g"
    And I connect to the loyalty programme with the card "CMPT-1001"
    And I want to use 10.00 € of my pool and 0.00 € of my e-wallet
    When the programme calculates the order for "take away"
    Then the pool used is 5.00 € and the e-wallet used 0.00 €
    And the discount is 0.00 € and 19.00 € is left to pay

  Scenario: checkout 5: the e-wallet used never exceeds the remaining balance
    Given the order to calculate holds 2 "Entrecôte 300 g"
    And I connect to the loyalty programme with the card "CMPT-1001"
    And I want to use 0.00 € of my pool and 50.00 € of my e-wallet
    When the programme calculates the order for "delivery"
    Then the pool used is 0.00 € and the e-wallet used 15.00 €
    And the discount is 0.00 € and 33.00 € is left to pay

  Scenario: checkout 5: an advantage needing more points than the customer has is refused ('not enough points')
    Given the loyalty customer "CMPT-1001" has 100 points
    And the order to calculate holds 1 "Burger du Comptoir"
    And I connect to the loyalty programme with the card "CMPT-1001"
    And I choose the advantage "Burger à -3 €"
    When the programme calculates the order for "take away"
    Then the calculation is refused with "not_enough_points"

  Scenario: checkout 4: a fraud advantage blocks the point-of-sale offers and shows its description
    When I connect to the loyalty programme with the phone "06 98 76 54 32"
    Then the point-of-sale offers are blocked, showing "Votre compte fidélité est en cours de vérification : les offres en caisse sont suspendues. Contactez le restaurant."
    When I check the offers for the phone "+33698765432"
    Then the programme offers nothing
    Given the order to calculate holds 1 "Burger du Comptoir"
    And I choose the advantage "Burger à -3 €"
    When the programme calculates the order for "take away"
    Then the calculation is refused with "offers_blocked"
