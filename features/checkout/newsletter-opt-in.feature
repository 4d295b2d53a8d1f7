Feature: The restaurant's newsletter at checkout
  checkout 3: where the restaurant offers its newsletter (subscribe_newsletter) the summary step shows a
  checkbox in the restaurant's own words (subscribe_to_newsletter_text), off by default, and the order says
  whether it was ticked (opt_in_promotions). La Buvette du Canal offers its letter; Le Comptoir does not.

  Scenario: checkout 3 opt_in_promotions: at La Buvette the newsletter is offered, off by default, and the ticked opt-in is sent
    Given I am on the menu of "la-buvette"
    And my basket holds 2 "Home-made lemonade" with its default options
    Then the checkout offers the newsletter "Get La Buvette's letter: concerts and new beers", not ticked
    Given I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 2              |
    And I answer "Sans glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets consignés" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    And I tick the newsletter
    When I send the order
    Then the restaurant takes the order
    And the order sent carries the newsletter opt-in

  Scenario: checkout 3 opt_in_promotions: where no newsletter is offered no opt-in is sent, whatever the form holds
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    Then the checkout offers no newsletter
    Given I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And I tick the newsletter
    When I send the order
    Then the restaurant takes the order
    And the order sent carries no newsletter opt-in
