Feature: Time selection
  La Buvette du Canal takes away at a chosen time (checkout 4 "Time selection"): as soon as possible,
  "in fifteen minutes" after its 10 minutes of preparation, or a 30-minute slot from 17:30 to 23:00,
  today or pre-ordered up to 6 days ahead. It opens from 17:00 to 23:30. Each slot holds 2 orders.

  Background:
    Given I am on the menu of "la-buvette"
    # La Buvette's checkout also asks its question, packaging and guests (checkout 5, validation-rules.feature).
    And I answer "Avec glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets en carton" for the checkout option "Emballage"
    And the number of guests is 1

  Scenario: checkout 5: slots are visible, sorted and not before now plus preparation time; asap first
    When I look at the slots of "take away" at "2026-11-25T17:25:00+01:00"
    Then the days offered are "2026-11-25, 2026-11-26, 2026-11-27, 2026-11-28, 2026-11-29, 2026-11-30, 2026-12-01", "2026-11-25" by default
    And the slots of "2026-11-25" are "asap 17:35, 18:00, 18:30, 19:00, 19:30, 20:00, 20:30, 21:00, 21:30, 22:00, 22:30, 23:00"

  # The 12 hours of checkout 9 bound today's slots of an order type without pre-order only; La Buvette takes
  # pre-orders, so the whole of today is offered (issue 22.5, core/domain/schedule/README.md).
  Scenario: checkout 9: a pre-order reaches every slot of today, beyond 12 hours, and none before the restaurant opens
    When I look at the slots of "take away" at "2026-11-25T10:00:00+01:00"
    Then the slots of "2026-11-25" are "17:30, 18:00, 18:30, 19:00, 19:30, 20:00, 20:30, 21:00, 21:30, 22:00, 22:30, 23:00"

  Scenario: checkout 4: with no slot left today the default is pre-order
    When I look at the slots of "take away" at "2026-11-25T23:25:00+01:00"
    Then the days offered are "2026-11-26, 2026-11-27, 2026-11-28, 2026-11-29, 2026-11-30, 2026-12-01", "2026-11-26" by default

  Scenario: checkout 5: a time must be chosen before the order is sent
    Given my basket holds 1 "Mixed board" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the checkout is refused with "timeslot_required"
    And no order reached the restaurant

  Scenario: checkout 4: a pre-ordered slot is taken
    Given my basket holds 1 "Mixed board" with its default options
    When I choose the slot at "19:00" in 2 days
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number

  Scenario: checkout 4: the simulator never takes more orders in a slot than it holds (limitation_order_timeslot_full)
    Given my basket holds 1 "Mixed board" with its default options
    When I choose the slot at "20:30" in 3 days
    And 2 other customers take that slot
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the restaurant refuses the order with "limitation_order"
    And the basket still holds 1 "Mixed board" at 18.00 €

  Scenario: checkout 4: choosing a day takes out of the basket what is not sold that day, with product_not_available_anymore
    Given my basket holds 1 "Friday mussels and fries" with its default options
    And my basket holds 1 "Mixed board" with its default options
    When I choose the slot at "19:00" on the next day that is not a Friday
    Then "Friday mussels and fries" is taken out of the basket with the notice "product_not_available_anymore"
    And the basket holds 1 "Mixed board" for a total of 18.00 €
