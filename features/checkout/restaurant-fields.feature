Feature: The restaurant fields the checkout review left without behaviour (issue 19)
  checkout 3 names restaurant infos with no rule; the storefront gives the ones whose behaviour a real
  product makes obvious that behaviour. Café Lumière names its own payment label, Le Fournil du Port (closed) its closure
  message, Montorgueil its information on arrival, Bellecour its exceptional hours; Le Comptoir names none.

  Scenario: checkout 3 cc_label_on_site_payment: Café Lumière's own words for paying on the spot, in each language
    Given I am on the menu of "cafe-lumiere"
    Then paying on the spot for a "take away" order reads "Pay at the counter as you leave" in "en"
    And paying on the spot for a "take away" order reads "Réglez au comptoir en partant" in "fr"
    And paying on the spot for a "delivery" order reads "Pay the courier on delivery" in "en"
    And paying on the spot for a "delivery" order reads "Réglez le coursier à la livraison" in "fr"

  Scenario: checkout 3 cc_label_on_site_payment: without a label of its own the checkout keeps the storefront's
    Given I am on the menu of "le-comptoir"
    Then paying on the spot for a "take away" order keeps the storefront's label
    And paying on the spot for a "delivery" order keeps the storefront's label

  Scenario: checkout 3 open_closure_message: Le Fournil du Port, closed, says why in its own words
    Given I am on the menu of "le-fournil-port"
    Then the closed notice carries the message "Closed for works until 15 December: see you soon at the Old Port!" in "en"

  Scenario: checkout 3 open_closure_message: an open restaurant shows no closure message
    Given I am on the menu of "le-comptoir"
    Then the closed notice carries no message

  Scenario: checkout 3 cc_global_popup_info: Montorgueil informs its visitors on arrival, in their language
    Given I am on the menu of "le-fournil-montorgueil"
    Then the menu opens with the information "<p>While rue Montorgueil is being dug up, <strong>come in from rue Marie-Stuart</strong>.</p>" in "en", as HTML

  Scenario: checkout 3 cc_global_popup_info: a restaurant without information opens no dialog
    Given I am on the menu of "le-comptoir"
    Then the menu opens with no information dialog

  Scenario: checkout 3 specific_opening_hours: Bellecour, open on Wednesdays, is closed today by its exceptional hours
    Given I am on the menu of "le-fournil-bellecour"
    Then its weekly hours alone would say it is open now
    But it is closed now by its exceptional hours, and "take away" orders wait for it to open
