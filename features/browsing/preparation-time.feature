Feature: Preparation time and the chosen time slot
  A slot chosen for a basket that could be ready sooner no longer holds once a dish that takes time to
  prepare joins it.

  Scenario: browsing 4: adding a product with a preparation time clears the chosen slot
    Given I am on the menu of "le-comptoir"
    And I have chosen a time slot
    When I add 1 "Espresso" to the basket and the slot is checked
    Then my time slot is still chosen
    When I add 1 "Autumn vegetable curry" to the basket and the slot is checked
    Then I am told "preparation_time_change_remove_timeslot"
    And no time slot is chosen
