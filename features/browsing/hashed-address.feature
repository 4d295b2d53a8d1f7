Feature: An establishment's hashed address
  browsing 2.1 and checkout 7: "some restaurant ids are rewritten to long hashed ids in the path before
  navigation". Which ones is a setting the platform sends (hashed_id, from the establishment's file, one of
  its aliases), never an id in code; the platform answers to that id as to the short one.

  Scenario: browsing 2.1: the short id of an address becomes the hashed id the settings name, the rest kept
    Given I am on the menu of "cafe-du-musee"
    Then the address "/cafe-du-musee/menu/30?utm_source=qr" is rewritten to "/76eacb3afb8ab1a1ef6965b46b680ae8/menu/30?utm_source=qr"
    And the address "/76eacb3afb8ab1a1ef6965b46b680ae8/menu/30" is not rewritten
    And the establishment and its menu load under its hashed id

  Scenario: browsing 2.1: an establishment whose settings name no hashed id keeps its address
    Given I am on the menu of "le-comptoir"
    Then the address "/le-comptoir/menu/3?subcategoryid=31" is not rewritten
