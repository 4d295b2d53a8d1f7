Feature: The room directory
  A hotel's directory of services (browsing 2.2, 2.9, 2.11): where the home sends a visitor who comes
  from a room's link, and what each service tile of the Hôtel Riviera's directory opens.

  Scenario: browsing 2.2: a room directory sends a visit from a hotel room to the directory, once
    Given I am on the menu of "hotel-riviera"
    When I come in from a hotel room's link
    Then the home sends me to the room directory
    When I have reached the directory
    Then the home sends me to the menu category 0 for this visit

  Scenario: browsing 2.2: a room directory visited from the web opens as usual
    Given I am on the menu of "hotel-riviera"
    When I come in from the web
    Then the home sends me to the menu category 0 for this visit

  Scenario: browsing 2.2: a linker sends a visit that is not from a hotel room to the linker, once
    Given I am on the menu of "le-comptoir"
    And the establishment is a linker
    When I come in from the web
    Then the home sends me to the linker
    When I have reached the directory
    Then the home sends me to the menu category 0 for this visit

  Scenario: browsing 2.2: a linker visited from a hotel room opens as usual
    Given I am on the menu of "le-comptoir"
    And the establishment is a linker
    When I come in from a hotel room's link
    Then the home sends me to the menu category 0 for this visit

  Scenario: browsing 2.9 and 2.11: the directory's tiles, by position, and what each opens
    Given I am on the menu of "hotel-riviera"
    When I open the room directory
    Then the directory is titled "Welcome to the Hôtel Riviera"
    And the directory's tiles open:
      | tile                    | opens                                                    |
      | Room service            | internal route /hotel-riviera/menu/0                     |
      | Breakfast               | parent page 102                                          |
      | A glass of champagne    | highlight-product 109                                    |
      | Spa                     | custom page 103                                          |
      | Spa treatment           | booking 107                                              |
      | Nice city guide         | external link https://www.explorenicecotedazur.com/      |
      | Table at the restaurant | booking 105                                              |
      | Practical information   | custom page 106                                          |
      | Your feedback           | feedback 108                                             |
    And the tiles of "Breakfast" are "Continental breakfast in your room", "Breakfast in your room" and "Breakfast room buffet"

  Scenario: browsing 2.11: an external link opens in a new tab on desktop, in the same tab on a phone
    Given I am on the menu of "hotel-riviera"
    When I open the room directory
    Then the tile "Nice city guide" opens in a new tab at 1280 px wide
    And the tile "Nice city guide" opens in the same tab at 375 px wide

  Scenario: browsing 8: an establishment without a directory fails to load it, and the failure is logged
    Given I am on the menu of "le-comptoir"
    When I open the room directory
    Then the room directory does not load: "not_found"

  Scenario: browsing 2.11: each tile click is tracked as a room-directory category click
    Given I am on the menu of "hotel-mimosa"
    When I open the room directory
    And I click the tile "Practical information"
    Then the simulator recorded a room-directory category click on "Practical information"

  Scenario: browsing 2.10: the Hôtel Mimosa's v2 directory: menu halves around the logo, quick actions, footer links deduplicated by name
    Given I am on the menu of "hotel-mimosa"
    When I open the room directory
    Then the desktop menu shows "Restaurant & bar, Wellness" left of the logo and "Discover Cannes" right of it
    And the mobile quick actions are "Room service, Breakfast, Practical information"
    And the footer links are "Instagram, Facebook, TripAdvisor, Google"
