Feature: The linker of Le Phare: its tiles, booking a table with a phone, feedback (browsing 2.2, 2.9 to 2.11; accounts 2, 4, 5)
  Le Phare, a beach club and wine bar in Marseille, is the demo linker (is_linker, not a hotel room
  directory): a visit from the web lands on /le-phare/linker, a directory of tiles. Its table booking
  (up to 8 people, confirmed at once) asks a phone; its feedback tile asks an e-mail. Through the use
  cases, against the simulator.

  Scenario: browsing 2.2: a visit to Le Phare from the web is sent to the linker first
    Given I am on the menu of "le-phare"
    When I come in from the web
    Then the home sends me to the linker
    When I have reached the directory
    Then the home sends me to the menu category 0 for this visit

  Scenario: browsing 2.9 and 2.11: the linker's tiles, by position, and what each opens
    Given I am on the menu of "le-phare"
    When I open the room directory
    Then the directory is titled "Welcome to Le Phare"
    And the directory's tiles open:
      | tile                 | opens                                              |
      | The menu             | internal route /le-phare/menu/0                    |
      | Book a table         | booking 302                                        |
      | Aperitif at Le Phare | custom page 303                                    |
      | Sea forecast         | external link https://www.example.com/meteo-marine |
      | Your feedback        | feedback 305                                       |
      | The picnic basket    | highlight-product 306                              |

  Scenario: accounts 2 and 5: booking a table in the linker keeps a valid phone; the booking pages lead back to the linker
    Given I am on the menu of "le-phare"
    And the booking 302 of "le-phare" in the linker's form
    When I book for 4 persons on the first open day at "19:00" as "Ana Lopez" with e-mail "ana@example.com" and phone "06 12 34 56 78"
    Then the booking's status is "CONFIRMED"
    And the event booking's phone is "06 12 34 56 78"
    And the "19:00" slot of that day holds 4 persons
    And the booking pages lead back to the "linker"

  Scenario: accounts 5: in the linker, a phone that is not valid is 'field_not_valid' and nothing is booked
    Given the booking 302 of "le-phare" in the linker's form
    When I book for 2 persons on the first open day at "12:00" as "Ana Lopez" with e-mail "ana@example.com" and phone "12"
    Then the booking is refused with "phone: field_not_valid"
    And "le-phare" has no booking

  Scenario: accounts 5: a table at Le Phare is for 8 people at most
    Given the booking 302 of "le-phare" in the linker's form
    Then the persons offered are "1, 2, 3, 4, 5, 6, 7, 8"

  Scenario: accounts 4 and 5: the feedback tile asks an e-mail; the dialog closes and support reads it as linker feedback
    Given I am on the menu of "le-phare"
    When I leave feedback from the room directory with 4 stars and the e-mail ""
    Then the feedback is refused at the field "email" with "field_required"
    When I leave feedback from the room directory with 5 stars and the e-mail "guest@example.com"
    Then the feedback is taken
    And the dialog closes and no review link opens
    And support reads 1 feedback of "le-phare", rated 5, from the linker, signed "guest@example.com"
