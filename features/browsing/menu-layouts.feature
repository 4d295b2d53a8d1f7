Feature: Menu layouts chosen by the establishment
  Each establishment chooses how its menu is laid out on a desktop and on a phone (browsing 2.3);
  the width of the screen picks which, phones being 767 px wide or less (browsing 9).

  Scenario: browsing 2.3: without a choice, a desktop shows the header menu and a phone the infinite scroll
    Given I am on the menu of "le-comptoir"
    Then a screen 1280 px wide shows the "header_menu" layout
    And a screen 768 px wide shows the "header_menu" layout
    And a screen 767 px wide shows the "infinite_scroll" layout
    And a screen 375 px wide shows the "infinite_scroll" layout

  Scenario: browsing 2.3: drawers start closed when the establishment asks for it
    Given I am on the menu of "la-buvette"
    Then a screen 1280 px wide shows the "drawers" layout
    And a screen 375 px wide shows the "drawers" layout
    And its drawers start closed

  Scenario: browsing 2.3: the horizontal scroll layout on both kinds of screen
    Given I am on the menu of "hotel-riviera"
    Then a screen 1280 px wide shows the "horizontal_scroll" layout
    And a screen 375 px wide shows the "horizontal_scroll" layout

  Scenario: browsing 2.3: banner layouts, on top or under each category
    Given I am on the menu of "la-buvette"
    Then on a phone the promotional banner shows on top only
    And on a desktop the promotional banner shows on top and under each category
