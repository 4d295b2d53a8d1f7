Feature: A busy kitchen moves the slots offered, live
  `ordering sim busy <id> --minutes N` adds N minutes to the preparation time the platform serves (checkout 3
  default_preparation_time). An open checkout hears it over the live channel (issue 20.3): no slot starts
  before now plus that preparation time (checkout 4 and 5), so the first slots offered move later, and back
  once the kitchen is no longer busy. The platform's own slot check reads the same preparation time.

  Background:
    Given I am on the menu of "la-buvette"
    And the menu follows the platform live

  Scenario: checkout 4: busy for 30 more minutes, the first slots offered move later; no longer busy, they come back
    When I look at the slots of "take away" at "2026-11-25T17:25:00+01:00" with the preparation time told live
    Then the first slots offered that day are "asap 17:35, 18:00, 18:30"
    When the kitchen is busy for 30 more minutes
    And I look at the slots of "take away" at "2026-11-25T17:25:00+01:00" with the preparation time told live
    Then the first slots offered that day are "asap 18:05, 18:30, 19:00"
    And the platform serves a preparation time 30 minutes longer
    When the kitchen is no longer busy
    And I look at the slots of "take away" at "2026-11-25T17:25:00+01:00" with the preparation time told live
    Then the first slots offered that day are "asap 17:35, 18:00, 18:30"
    And the menu heard each change once

  Scenario: checkout 3: the busy minutes are bounded; out of bounds, nothing changes
    When the kitchen is said busy for 181 more minutes
    Then the platform refuses it, naming "minutes"
    And the platform serves the preparation time of its file
