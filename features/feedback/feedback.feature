Feature: Feedback after an order, from a directory, or on a booking
  A customer rates an order (/{id}/feedback/{orderNumber}), a stay from the room directory or the linker
  (a dialog), or a booking (/{id}/feedback-booking): stars from 1 to 5, starting at 5, an optional comment
  under 500 characters, the e-mail in the room and linker contexts, the opt-in (accounts 2, 3, 5, 9).
  The platform takes it with 200 (feedback_success) or refuses it (feedback_error, accounts 8); it takes
  one feedback per order and per booking and limits bursts (accounts 7, issue 8); a booking feedback carries
  the token of the booking e-mail's link, or is refused as naming no booking (issue 15). Support reads them
  with `ordering feedback list`.

  Scenario: accounts 9: the rating starts at 5 stars
    Given I am on the menu of "le-comptoir"
    When I open the feedback form of an order
    Then the rating is 5 stars and the comment is empty

  Scenario: accounts 4 and 8: 5 stars on an order goes Home and opens the review link (feedback_success)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order with 5 stars and the comment "Parfait, merci"
    Then the feedback is taken
    And I am taken Home and the review link "https://g.page/r/le-comptoir-des-halles/review" opens in a new tab
    And support reads 1 feedback of "le-comptoir", rated 5, on my order, saying "Parfait, merci"

  Scenario: accounts 4: below 4 stars the review link does not open
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order with 3 stars and the comment "Un peu long"
    Then the feedback is taken
    And I am taken Home and no review link opens

  Scenario: accounts 5: the comment is invalid from 500 characters (feedback_comment_too_long)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order with 5 stars and a comment of 500 characters
    Then the feedback is refused at the field "comments" with "feedback_comment_too_long"
    And support reads no feedback of "le-comptoir"

  Scenario: accounts 5: in the room context the e-mail is required (field_required)
    Given I am on the menu of "hotel-riviera"
    When I leave feedback from the room directory with 4 stars and the e-mail ""
    Then the feedback is refused at the field "email" with "field_required"
    And support reads no feedback of "hotel-riviera"

  Scenario: accounts 4: in the room context the dialog closes, and no review link opens
    Given I am on the menu of "hotel-riviera"
    When I leave feedback from the room directory with 5 stars and the e-mail "guest@example.com"
    Then the feedback is taken
    And the dialog closes and no review link opens
    And support reads 1 feedback of "hotel-riviera", rated 5, from the room directory

  Scenario: accounts 4: in directory V2 the dialog closes and goes to the V2 home
    Given I am on the menu of "hotel-mimosa"
    When I leave feedback from the v2 directory with 4 stars and the e-mail "guest@example.com"
    Then the feedback is taken
    And I am taken to the v2 directory's home

  Scenario: issue 8 rate limit: one feedback per order; another is refused (feedback_error)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order with 5 stars and the comment "Parfait"
    And I leave feedback on my order with 1 stars and the comment "Finalement non"
    Then the feedback is not sent: "feedback_error", the platform refusing it as "feedback_already_sent"
    And support reads 1 feedback of "le-comptoir", rated 5, on my order, saying "Parfait"

  Scenario: issue 8 rate limit: a burst of feedback from one place is refused (too_many_feedbacks)
    Given I am on the menu of "hotel-riviera"
    When 30 feedbacks are left from the room directory
    And I leave feedback from the room directory with 5 stars and the e-mail "guest@example.com"
    Then the feedback is not sent: "feedback_error", the platform refusing it as "too_many_feedbacks"
    And support reads 30 feedbacks of "hotel-riviera"

  Scenario: issue 8: a feedback sent again with its Idempotency-Key after a lost answer counts once
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order with 4 stars and the comment "Bien" twice with the same key
    Then the feedback is taken
    And support reads 1 feedback of "le-comptoir", rated 4, on my order, saying "Bien"

  Scenario: accounts 7: an order of another establishment is refused (feedback_error)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I check out as "take away" paid on the spot with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I leave feedback on my order at "hotel-riviera" with 5 stars
    Then the feedback is not sent: "feedback_error"
    And support reads no feedback of "hotel-riviera"

  Scenario: accounts 4 and 7: booking feedback always goes Home; one per booking, signed by whoever booked
    Given I am on the menu of "hotel-riviera"
    And the booking 105 of "hotel-riviera" in the room directory's form
    And I book for 2 persons on the first open day at "19:00" as "Bob Martin" with e-mail "bob@example.com"
    When I leave feedback on my booking with 5 stars, naming no one, from its e-mail's link
    Then the feedback is taken
    And I am taken Home and no review link opens
    When I leave feedback on my booking with 2 stars, naming no one, from its e-mail's link
    Then the feedback is not sent: "feedback_error", the platform refusing it as "feedback_already_sent"
    And support reads 1 feedback of "hotel-riviera", rated 5, on my booking, signed "Bob Martin" "bob@example.com"

  Scenario: issue 15: a booking feedback must carry the token of the booking e-mail's link; nobody signs a feedback in my name
    Given I am on the menu of "hotel-riviera"
    And the booking 105 of "hotel-riviera" in the room directory's form
    And I book for 2 persons on the first open day at "19:00" as "Bob Martin" with e-mail "bob@example.com"
    When someone else leaves feedback on my booking with 1 star, naming its number but with a token of their own
    Then the feedback is not sent: "feedback_error"
    And support reads no feedback of "hotel-riviera"
    When I leave feedback on my booking with 5 stars, naming no one, from its e-mail's link
    Then the feedback is taken
    And support reads 1 feedback of "hotel-riviera", rated 5, on my booking, signed "Bob Martin" "bob@example.com"

  Scenario: accounts 3 and 7: a booking feedback must name a booking of the establishment
    Given I am on the menu of "hotel-riviera"
    When I leave feedback on booking 424242 with 5 stars and the e-mail "guest@example.com"
    Then the feedback is not sent: "feedback_error"
    And support reads no feedback of "hotel-riviera"
