Feature: Checkout validation rules
  Every rule of checkout 5, each with the message key the customer sees next to its field. The checkout runs
  them before anything is sent (ValidateCheckout, as the hub and `ordering checkout validate` do); the
  restaurant's platform takes the order once they pass. La Buvette du Canal asks a mandatory question (ice
  or not), an optional one, the packaging (a mandatory checkout option), the number of guests (cutlery) and
  takes tips.

  Scenario: checkout 5: a checkout that follows every rule of La Buvette is taken, its answers and tip sent
    Given I am on the menu of "la-buvette"
    And my basket holds 2 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 2              |
      | tip       | 1.50 €         |
    And I answer "Sans glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I answer "Paille en papier" to the question "Un petit plus ?"
    And I answer "Rondelle de citron" to the question "Un petit plus ?"
    And I choose "Gobelets consignés" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    And I choose the slot at "19:00" in 2 days
    When I validate the checkout
    Then nothing blocks the checkout
    When I send the order
    Then the restaurant takes the order
    And the order sent answers "Un petit plus ?" with "Paille en papier" and "Rondelle de citron"
    And the order sent carries a tip of 1.50 €

  Scenario: checkout 2 "comments_and_options (... cutlery, chopsticks, sauces ...)": La Buvette asks chopsticks and offers sauces; the order carries them
    Given I am on the menu of "la-buvette"
    And my basket holds 2 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 2              |
    And I answer "Sans glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets consignés" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    And I ask for 2 pairs of chopsticks
    And I tick the sauces "Ketchup" and "Sauce piquante"
    When I validate the checkout
    Then nothing blocks the checkout
    When I send the order
    Then the restaurant takes the order
    And the order sent asks for 2 pairs of chopsticks and the sauces "Ketchup" and "Sauce piquante"

  Scenario: checkout 9 "chopsticks choices 1 to 6": 7 pairs are refused (chopsticks_out_of_range)
    Given I am on the menu of "la-buvette"
    And my basket holds 2 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 2              |
    And I answer "Sans glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets consignés" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    And I ask for 7 pairs of chopsticks
    When I validate the checkout
    Then the checkout is blocked by "chopsticks_out_of_range" on "chopsticks"

  Scenario: checkout 3 sauce.active: where no sauce is offered (Le Comptoir, a setting), a sauce is refused (sauce_not_offered)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And I tick the sauces "Ketchup"
    When I validate the checkout
    Then the checkout is blocked by "sauce_not_offered" on "sauces"

  Scenario: checkout 5: the terms of sale must be ticked (missing_cgv_checked)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | not accepted   |
    When I validate the checkout
    Then the checkout is blocked by "missing_cgv_checked" on "cgv"

  Scenario: checkout 5 "Full name (when shown) is trimmed, at least 2 characters": shown though not required, one letter is refused
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant does not require the full name
    And I fill in the checkout for "take away" with:
      | full name | A              |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout is blocked by "full_name_min_length_error" on "fullName"

  Scenario: checkout 5: the terms come pre-checked for hotel room orders
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Continental breakfast" with its default options
    And I fill in the checkout for "room delivery" with:
      | full name   | Jean Dupont |
      | room number | 214         |
    Then the terms come pre-checked
    When I validate the checkout
    Then nothing blocks the checkout

  Scenario: checkout 5: an only-online restaurant refuses payment on the spot (you_must_select_a_payment_method)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant takes online payment only
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout is blocked by "you_must_select_a_payment_method" on "payment"

  Scenario: checkout 5: with the hosted-fields provider the card form must be complete (missing_hosted_fields)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant takes "take away" orders paid by card through hosted fields
    And I fill in the checkout for "take away" with:
      | full name   | Alice Martin   |
      | phone       | 06 12 34 56 78 |
      | terms       | accepted       |
      | card fields | incomplete     |
    When I validate the checkout
    Then the checkout is blocked by "missing_hosted_fields" on "hostedFields"

  Scenario: checkout 5: the online payment type must exist in the provider's list (payment_type_does_not_exist)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant takes "take away" orders paid by card through hosted fields
    And I fill in the checkout for "take away" with:
      | full name   | Alice Martin   |
      | phone       | 06 12 34 56 78 |
      | terms       | accepted       |
      | card fields | complete       |
    And I pay by card with the payment type 99
    When I validate the checkout
    Then the checkout is blocked by "payment_type_does_not_exist" on "payment"

  Scenario: checkout 5: the number of guests is mandatory when cutlery is asked (missing_mandatory_options)
    Given I am on the menu of "la-buvette"
    And my basket holds 1 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And I answer "Avec glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets en carton" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    When I validate the checkout
    Then the checkout is blocked by "missing_mandatory_options" on "cutlery"

  Scenario: checkout 5: a mandatory question needs an answer (one_or_more_answers_expected)
    Given I am on the menu of "la-buvette"
    And my basket holds 1 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 0              |
    And I choose "Gobelets en carton" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    When I validate the checkout
    Then the checkout is blocked by "one_or_more_answers_expected" on "question-1"

  Scenario: checkout 5: a mandatory checkout option must be selected (missing_mandatory_options)
    Given I am on the menu of "la-buvette"
    And my basket holds 1 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 1              |
    And I answer "Avec glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose the slot at "19:00" in 2 days
    When I validate the checkout
    Then the checkout is blocked by "missing_mandatory_options" on "option-10"

  Scenario: checkout 5: a full name holds at least 2 characters once trimmed (full_name_min_length_error)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | A              |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout is blocked by "full_name_min_length_error" on "fullName"

  Scenario: checkout 5: first and last names, when required, hold at least 2 characters (first_name_min_length_error)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant asks first and last names
    And I fill in the checkout for "take away" with:
      | first name | A              |
      | last name  | Martin         |
      | phone      | 06 12 34 56 78 |
      | terms      | accepted       |
    When I validate the checkout
    Then the checkout is blocked by "first_name_min_length_error" on "firstName"

  Scenario: checkout 5: a required phone must be valid in the restaurant's country (incorrect_phone_number)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin |
      | phone     | 06 12        |
      | terms     | accepted     |
    When I validate the checkout
    Then the checkout is blocked by "incorrect_phone_number" on "phone"

  Scenario: checkout 5: an e-mail has one @, no double dots and a top-level part of 2 letters (email_error)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin              |
      | phone     | 06 12 34 56 78            |
      | email     | alice..martin@example.fr  |
      | terms     | accepted                  |
    When I validate the checkout
    Then the checkout is blocked by "email_error" on "email"

  Scenario: checkout 5: a room number must be greater than 0 (incorrect_room_number)
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Continental breakfast" with its default options
    And I fill in the checkout for "room delivery" with:
      | full name   | Jean Dupont |
      | room number | 0           |
    When I validate the checkout
    Then the checkout is blocked by "incorrect_room_number" on "roomNumber"

  Scenario: checkout 5: a table number, when required, must be greater than 0 (incorrect_table_number)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant also takes orders on place, asking the table number
    And I fill in the checkout for "on place" with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 0              |
    When I validate the checkout
    Then the checkout is blocked by "incorrect_table_number" on "tableNumber"

  Scenario: checkout 5: below the order type's minimum the order is not possible (order_possible_from), delivery included
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "delivery" with:
      | full name | Alice Martin          |
      | phone     | 06 12 34 56 78        |
      | street    | 3 rue du Temple       |
      | post code | 75004                 |
      | city      | Paris                 |
      | terms     | accepted              |
    Then the checkout says the order is possible from 15.00 €
    When I validate the checkout
    Then the checkout is blocked by "order_possible_from" on "basket"

  Scenario: issue 22.9: a delivery post code is checked by the format of the establishment's country (delivery_post_code_invalid_fr)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    And I fill in the checkout for "delivery" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | street    | 3 rue du Nil   |
      | post code | ABCDE          |
      | city      | Paris          |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout is blocked by "delivery_post_code_invalid_fr" on "deliveryPostCode"

  Scenario: checkout 5: a free-shipping banner shows when the delivery threshold is finite
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Comptoir burger" with its default options
    Then the checkout says delivery is free from 40.00 €, 23.50 € to go

  Scenario: checkout 5: the comment takes at most 280 characters in the form (comment_too_long)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And my comment is 281 characters long
    When I validate the checkout
    Then the checkout is blocked by "comment_too_long" on "comment"

  Scenario: checkout 5: the comment sent is cut to 250 characters plus an ellipsis
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And my comment is 280 characters long
    When I send the order
    Then the restaurant takes the order
    And the comment sent is its first 250 characters followed by an ellipsis

  Scenario: checkout 5: a tip is a number of at least 0 (issue 22.12: tip_negative says why)
    Given I am on the menu of "la-buvette"
    And my basket holds 1 "Home-made lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
      | cutlery   | 1              |
      | tip       | -1             |
    And I answer "Avec glaçons" to the question "Vos boissons : avec ou sans glaçons ?"
    And I choose "Gobelets en carton" for the checkout option "Emballage"
    And I choose the slot at "19:00" in 2 days
    When I validate the checkout
    Then the checkout is blocked by "tip_negative" on "tips"

  Scenario: checkout 5: checkout is blocked with an empty basket (empty_basket)
    Given I am on the menu of "le-comptoir"
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout cannot open: "empty_basket"

  Scenario: checkout 5: checkout is blocked in consultative mode (checkout_blocked_in_consultative_mode)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant is in consultative mode
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout cannot open: "checkout_blocked_in_consultative_mode"

  Scenario: browsing 4 and checkout 5: a consultative menu whose basket is allowed still takes no order
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant is in consultative mode with its basket allowed
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout cannot open: "checkout_blocked_in_consultative_mode"

  Scenario: checkout 5: checkout is blocked when the restaurant offers no order type (no_order_types)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    And the restaurant offers no order type
    When I validate the checkout
    Then the checkout cannot open: "no_order_types"

  Scenario: checkout 5: checkout is blocked in room mode when the room basket is blocked (room_basket_blocked)
    Given I am on the menu of "hotel-riviera"
    And my basket holds 1 "Continental breakfast" with its default options
    And the room basket is blocked
    And I fill in the checkout for "room delivery" with:
      | full name   | Jean Dupont |
      | room number | 214         |
    When I validate the checkout
    Then the checkout cannot open: "room_basket_blocked"

  Scenario: checkout 5: checkout is blocked in scan mode when the scan basket is blocked (scan_basket_blocked)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And the restaurant also takes orders on place, asking the table number
    And the scan basket is blocked
    And I fill in the checkout for "on place" with:
      | full name    | Alice Martin   |
      | phone        | 06 12 34 56 78 |
      | table number | 12             |
    When I validate the checkout
    Then the checkout cannot open: "scan_basket_blocked"

  Scenario: checkout 5: a cookie choice must exist before checking out (cookie_choice_missing)
    Given I am on the menu of "le-comptoir"
    And my basket holds 1 "Craft lemonade" with its default options
    And I have made no cookie choice
    And I fill in the checkout for "take away" with:
      | full name | Alice Martin   |
      | phone     | 06 12 34 56 78 |
      | terms     | accepted       |
    When I validate the checkout
    Then the checkout cannot open: "cookie_choice_missing"
