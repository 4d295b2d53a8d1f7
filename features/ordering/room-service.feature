Feature: Room service at the hotel
  A guest of the Hôtel Riviera orders breakfast to the room, charged to the room bill, and follows it
  until it is delivered.

  Background:
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Continental breakfast" with its default options

  Scenario: checkout 5: room delivery requires a room number (incorrect_room_number)
    When I check out as "room delivery" paid on the spot with:
      | full name   | Jean Dupont |
      | room number |             |
    Then the checkout is refused with "incorrect_room_number"
    And no order reached the restaurant

  Scenario: checkout 4: room delivery steps are sent, validated, ready, delivered
    When I check out as "room delivery" paid on the spot with:
      | full name   | Jean Dupont |
      | room number | 214         |
    Then the order is accepted and I see its order number
    And the basket is empty
    When I follow my order
    Then the tracking shows the steps "sent, validated, ready, delivered" with "sent" current
    When the restaurant moves the order to its next step 3 times
    Then the order is completed at "delivered", every step done, live
