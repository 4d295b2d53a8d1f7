Feature: The pool and the e-wallet in the checkout's loyalty section (issue 18)

  At Le Comptoir the card CMPT-1001 has a 5.00 € pool and a 15.00 € e-wallet (demo establishments README). The
  pool use is sent to the programme 800 ms after the customer stops typing (checkout 4, 9: core PoolUseDebounce),
  never when it is out of its bounds (checkout 5); the e-wallet is applied, increased if already applied, or
  cancelled (checkout 4), never above the balance (checkout 5). The programme (checkout 7 "Order calculation")
  says what it takes.

  Background:
    Given I am on the menu of "le-comptoir"

  Scenario: checkout 4 and 9: the pool use is sent once, 800 ms after the last change
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And the loyalty section is connected with the card "CMPT-1001" for "take away"
    When I type "1" as the pool to use
    And 500 ms pass
    And I type "2,50" as the pool to use
    And 799 ms pass
    Then the programme has not been asked for the pool
    When 1 ms passes
    Then the programme has been asked once, for 2.50 € of the pool
    And the programme's answer takes 2.50 € of the pool, 0.00 € of the e-wallet, and 14.50 € is left to pay

  Scenario: checkout 5: a pool use out of its bounds is said and never sent
    Given my basket holds 1 "Risotto aux cèpes" with its default options
    And the loyalty section is connected with the card "CMPT-1001" for "take away"
    When I type "2" as the pool to use
    And I type "9" as the pool to use
    Then the pool to use says "amount_above_maximum"
    When 800 ms pass
    Then the programme has not been asked for the pool
    When I type "deux euros" as the pool to use
    Then the pool to use says "invalid_amount"
    When 800 ms pass
    Then the programme has not been asked for the pool

  Scenario: checkout 4 and 5: the e-wallet applied, increased, refused above the balance, cancelled
    Given my basket holds 2 "Risotto aux cèpes" with its default options
    And the loyalty section is connected with the card "CMPT-1001" for "take away"
    When I apply 10.00 € of the e-wallet
    Then the programme's answer takes 0.00 € of the pool, 10.00 € of the e-wallet, and 24.00 € is left to pay
    When I apply 6.00 € of the e-wallet
    Then the e-wallet says "amount_above_maximum" and 10.00 € stays applied
    When I apply 5.00 € of the e-wallet
    Then the programme's answer takes 0.00 € of the pool, 15.00 € of the e-wallet, and 19.00 € is left to pay
    When I cancel the e-wallet
    Then the programme's answer takes 0.00 € of the pool, 0.00 € of the e-wallet, and 34.00 € is left to pay
