Feature: Accessibility statement
  Issue 20 item 7 (European Accessibility Act). Each establishment's storefront has a statement at
  /{id}/accessibility, linked from the footer: its conformance to WCAG 2.2 AA as the tests check it (partially
  conformant: axe on every screen and a keyboard-only order are checks, not an expert's audit), the standards, what
  is tested, the known limits, the establishment's own contact to report a problem, and its date.

  Scenario: Le Comptoir's statement names it and gives its e-mail and phone
    Given I am on the menu of "le-comptoir"
    Then the accessibility statement names "Le Comptoir des Halles", "partially_conformant" with "WCAG 2.2 AA"
    And the accessibility statement gives the contact "bonjour@comptoir-des-halles.example" and "+33142360000"
    And the accessibility statement tells "status, standards, tested, limits, contact, enforcement", dated "2026-11-29", in French and in English

  Scenario: an establishment without a contact e-mail is reached by phone
    Given I am on the menu of "la-buvette"
    Then the accessibility statement names "La Buvette du Canal", "partially_conformant" with "WCAG 2.2 AA"
    And the accessibility statement gives the contact "none" and "+33142050000"
