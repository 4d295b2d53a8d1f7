Feature: Booking a table or a treatment, and cancelling it (accounts 2 to 5, 7 and 9)
  The Hôtel Riviera takes table bookings (up to 20 people, confirmed at once, closed on Mondays, a
  4-place weekend lunch) and spa bookings (2 people, waiting for the team); the Hôtel Mimosa a massage
  without time slots. Through the booking use cases, against the simulator.

  Scenario: accounts 2: a booking with time slots has four steps, the last one's button reads 'i_book'
    Given the booking 105 of "hotel-riviera" in the room directory's form
    Then the wizard's steps are "persons, day, time, informations"
    And the wizard's buttons read "next, next, next, i_book"

  Scenario: accounts 2 and 9: persons 1 to 9, then '+' with a stepper up to the booking's maximum
    Given the booking 105 of "hotel-riviera" in the room directory's form
    Then the persons offered are "1, 2, 3, 4, 5, 6, 7, 8, 9, +"
    And the stepper goes from 10 to 20

  Scenario: accounts 2: without time slots, two steps: persons and informations
    Given the booking 232 of "hotel-mimosa" in the room directory's form
    Then the wizard's steps are "persons, informations"
    When I book for 2 persons as "Ana Lopez" with e-mail "ana@example.com"
    Then the booking's status is "PENDING"

  Scenario: accounts 5: the form is validated before submit and nothing is sent if invalid
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When I book for 2 persons on the first open day at "19:00" as "" with e-mail "ana@"
    Then the booking is refused with "name: field_required, email: email_error"
    And "hotel-riviera" has no booking

  Scenario: accounts 5: a day and a time slot are required when the booking has slots
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When I book for 2 persons as "Ana Lopez" with e-mail "ana@example.com"
    Then the booking is refused with "timeSlotDay: field_required, timeSlot: field_required"

  Scenario: accounts 5: in the linker, a phone that is not valid is 'field_not_valid'; an empty one is sent as null
    Given the booking 105 of "hotel-riviera" in the linker's form
    When I book for 2 persons on the first open day at "19:00" as "Ana Lopez" with e-mail "ana@example.com" and phone "12"
    Then the booking is refused with "phone: field_not_valid"
    When I book for 2 persons on the first open day at "19:00" as "Ana Lopez" with e-mail "ana@example.com" and phone ""
    Then the booking's status is "CONFIRMED"
    And the event booking has no phone

  Scenario: accounts 4: the restaurant table is CONFIRMED at once, and its places are taken
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When I book for 12 persons on the first open day at "19:00" as "Ana Lopez" with e-mail "ana@example.com"
    Then the booking's status is "CONFIRMED"
    And the "19:00" slot of that day holds 12 persons

  Scenario: accounts 5: a slot is full when already booked plus the chosen persons exceeds its capacity
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When I book for 3 persons on the first weekend lunch as "Ana Lopez" with e-mail "ana@example.com"
    Then that weekend lunch is "full" for 2 persons
    And that weekend lunch can take 1 person

  Scenario: accounts 5: the date picker disables past days, closed days (Mondays at the restaurant) and full days
    Given the booking 105 of "hotel-riviera" in the room directory's form
    Then yesterday cannot be chosen
    And the next Monday cannot be chosen
    When 4 persons are booked on the first weekend lunch
    Then that weekend day can still be chosen for 2 persons, at dinner

  Scenario: accounts 8 and 9: above 85 % booked, a slot says how many spots are left
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When I book for 20 persons on the first open day at "19:00" as "Ana Lopez" with e-mail "ana@example.com"
    And I book for 6 persons on that day at "19:00" as "Léa Durand" with e-mail "lea@example.com"
    Then the "19:00" slot of that day says "spots_left_with_nb" 4 for 1 person
    And the "19:00" slot of that day is "full" for 5 persons

  Scenario: accounts 5: the simulator never overbooks a slot, even under concurrent submits
    Given the booking 105 of "hotel-riviera" in the room directory's form
    When 12 guests book 1 person each at the same time on the first weekend lunch
    Then 4 of them are booked and 8 are refused
    And that weekend lunch holds 4 persons

  Scenario: accounts 4 and 5: the spa waits for the team; a cancellation needs a reason and frees the places
    Given the booking 107 of "hotel-riviera" in the room directory's form
    When I book for 2 persons on the first open day at "10:00" as "Ana Lopez" with e-mail "ana@example.com"
    Then the booking's status is "PENDING"
    When I cancel my booking without a reason
    Then the cancellation is refused: a reason is required
    When I cancel my booking for "illness"
    Then the event booking is "CANCELED" for "illness"
    And the "10:00" slot of that day holds 0 persons

  Scenario: accounts 5 and 8: on Sundays the spa takes no appointment: an empty day, chosen, says there is no time
    Given the booking 107 of "hotel-riviera" in the room directory's form
    Then the next Sunday can be chosen, without any slot: "no_schedule_available_this_day"

  Scenario: accounts 4: a pending booking is validated by the team
    Given the booking 107 of "hotel-riviera" in the room directory's form
    When I book for 1 persons on the first open day at "17:00" as "Ana Lopez" with e-mail "ana@example.com"
    Then the booking's status is "PENDING"
    When the team confirms my booking
    Then the event booking is "CONFIRMED"

  Scenario: accounts 2: an unknown booking is 'no event found'
    When I open the event booking "00000000-0000-0000-0000-000000000000" of "hotel-riviera"
    Then no event is found
