Feature: Wallet express checkout with the sandbox provider's wallet
  Issue 20.1 (beyond the spec): a wallet button where the provider offers one and the device can pay with
  it. The order is placed with the details typed and paid in the wallet; the platform alone says whether it
  is paid (checkout 4, 7), and a refused or cancelled wallet payment gives the basket back.

  Background:
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options

  Scenario: issue 20.1: the button shows only where the merchant enabled the wallet and the device can pay with it
    Then the sandbox provider offers the wallets "sandbox_pay" at "le-comptoir"
    And the sandbox provider offers the wallets "" at "hotel-riviera"
    And a device that can pay with "sandbox_pay" sees the wallet buttons "sandbox_pay"
    And a device that can pay with "" sees the wallet buttons ""
    And a device that can pay with "apple_pay, google_pay" sees the wallet buttons ""

  Scenario: issue 20.1 (checkout 4): paid with the wallet, no card typed, confirmed paid by the platform
    When I press the wallet button "sandbox_pay" as "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    Then the order is accepted and pays in the page
    And the platform says its payment is "to_pay"
    When I "approve" in the wallet "sandbox_pay"
    Then the payment return with result "SUCCESSED" shows "paid" with no error
    And the basket is empty

  Scenario Outline: issue 20.1 (checkout 4): a wallet payment <what> gives the basket back, and its order is canceled
    When I press the wallet button "sandbox_pay" as "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    And I "<decision>" in the wallet "sandbox_pay"
    Then the restaurant cannot move the order on
    When the payment return with result "<result>" shows "rejected", error type 1
    Then the restaurant sees the order "canceled"
    And the basket still holds 1 "Comptoir burger" at 16.50 €

    Examples:
      | what      | decision | result  |
      | declined  | decline  | REFUSED |
      | cancelled | cancel   | FAILED  |

  Scenario: issue 20.1: the sandbox trusts nothing: a wallet the merchant did not enable, a payment sent twice
    When I press the wallet button "sandbox_pay" as "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    Then the wallet "apple_pay" cannot pay it: "not enabled for this merchant"
    And the wallet "bitcoin" cannot pay it: "wallet is"
    And the same wallet payment sent again with its idempotency key "wallet-1" answers "paid", and another one is refused
