Feature: The restaurant fields the checkout review left without behaviour (issue 19)
  checkout 3 names restaurant infos with no rule; the storefront gives those a real product makes obvious
  their obvious behaviour. Café Lumière names its own payment label; Le Comptoir names none.

  Scenario: checkout 3 cc_label_on_site_payment: Café Lumière's own words for paying on the spot, in each language
    Given I am on the menu of "cafe-lumiere"
    Then paying on the spot for a "take away" order reads "Pay at the counter as you leave" in "en"
    And paying on the spot for a "take away" order reads "Réglez au comptoir en partant" in "fr"
    And paying on the spot for a "delivery" order reads "Pay the courier on delivery" in "en"

  Scenario: checkout 3 cc_label_on_site_payment: without a label of its own the checkout keeps the storefront's
    Given I am on the menu of "le-comptoir"
    Then paying on the spot for a "take away" order keeps the storefront's label
    And paying on the spot for a "delivery" order keeps the storefront's label
