Feature: The order confirmation page
  An order paid on the provider's page comes back to /le-comptoir/confirmation?provider_id=&result=&orderId=
  (checkout 2): it thanks the customer, titles the page with the platform's word on the payment, and shows the
  collect hour in the establishment's time zone and the address by order type.

  Background:
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options

  Scenario: checkout 2: paid online, the confirmation shows the order, its collect hour in Paris time and the pickup address
    When I check out as "take away" paid online with "Carte bancaire" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
    And the payment provider answers "paid"
    And the provider sends me back to the order confirmation page with result "SUCCESSED"
    Then the confirmation is titled "order_paid_and_sent" and thanks "Alice Martin"
    And the confirmation shows my order number with the prefix "CH-"
    And the confirmation's collect hour is between "12:05" and "13:05", Paris time
    And the confirmation's address is the pickup address "12 rue Montorgueil, 75001 Paris"

  Scenario: checkout 2: with no order in the address and none stored, the order is not found
    When I open the order confirmation page with no order
    Then the confirmation says the order is not found
