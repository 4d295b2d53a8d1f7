Feature: Live expected time on tracking
  The tracking page says when the order will be ready, as the platform expects it now (issue 20.4): the time
  moves, live, when the kitchen gets busy or the restaurant moves the order, and nothing is expected once done.

  Background:
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    When I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    Then the order is accepted and I see its order number
    When I follow my order

  Scenario: checkout 4: a busy kitchen moves the time the order is expected ready, live, and back
    Then the tracking expects the order ready at the time the platform gives
    When the kitchen is busy for 20 more minutes
    Then the tracking expects it ready 20 minutes later, live
    When the kitchen is no longer busy
    Then the tracking expects it ready at the first time again, live

  Scenario: checkout 4: once the restaurant has the order ready to collect, no time is expected any more
    Then the tracking expects the order ready at the time the platform gives
    When the restaurant moves the order to its next step 2 times
    Then the tracking expects no time any more, live
