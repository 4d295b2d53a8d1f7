Feature: A gift advantage offering several products (issue 18, checkout 4 and 5)

  At La Buvette the advantage "Planche partagée" (200 points) applies PLANCHEOFFERTE, which offers a mixed or a
  plant-based board from 15 € (demo establishments README). Choosing it asks which board (the storefront's choice
  dialog); the one picked is added at 0, named in the order payload, and leaves with the advantage. BUV-2001 has
  120 points: not enough.

  Background:
    Given I am on the menu of "la-buvette"

  Scenario: checkout 4: the customer picks one of the gifts; only that one is given at 0, and it leaves with the advantage
    Given my basket holds 1 "Planche mixte" with its default options
    And the loyalty section is connected with the card "BUV-2901" for "take away"
    When I choose the gift advantage "Planche partagée"
    Then I am asked to pick one of "Planche mixte" and "Planche végétale"
    When I pick "Planche végétale"
    Then the totals give "Planche végétale" at 0, and 18.00 € is left to pay
    And the order payload names the advantage "Planche partagée" with the gift "Planche végétale"
    When I remove the gift advantage "Planche partagée"
    Then the totals give no gift, and 18.00 € is left to pay

  Scenario: checkout 5: an advantage needing more points than the customer has is 'not enough points'
    Given my basket holds 1 "Planche mixte" with its default options
    And the loyalty section is connected with the card "BUV-2001" for "take away"
    When I choose the gift advantage "Planche partagée"
    Then the gift advantage is refused with "not_enough_points"
