Feature: The store locator of a group of restaurants
  /{restaurantId}/storelocator frames /{restaurantId}/storelocatormap: the group's sites sorted by distance from
  a place chosen in an address autocomplete limited to FR, MC, CH, BE and RE, each open or closed now, with the
  highlighted products' availability (browsing 2.1, 2.12, 3, 5, 9). Le Fournil: 8 bakeries in Paris, Lyon and
  Nice; the geocoder is the simulator's own (its gazetteer), nothing outside is reached. It is Wednesday, 12:05.

  Scenario: browsing 2.12: before a place is chosen, the sites keep the group's order, without distance
    When I open the store locator of "le-fournil"
    Then the store locator lists 8 sites
    And the store locator lists the sites:
      | site                     | city  | km | now    |
      | Le Fournil Montorgueil   | Paris |    | open   |
      | Le Fournil Saint-Germain | Paris |    | open   |
      | Le Fournil Bastille      | Paris |    | open   |
      | Le Fournil Montmartre    | Paris |    | closed |

  Scenario: browsing 2.12: sites are sorted by distance from the chosen place, each open or closed now
    When I open the store locator of "le-fournil"
    And I type "place Garibaldi" in the store locator search
    Then the store locator suggests:
      | place                          | country |
      | place Garibaldi, 06300 Nice    | FR      |
    When I choose the suggestion "place Garibaldi, 06300 Nice"
    Then the store locator lists the sites:
      | site                    | city | km    | now    |
      | Le Fournil du Port      | Nice | 0.0   | closed |
      | Le Fournil Masséna      | Nice | 0.9   | open   |
      | Le Fournil Bellecour    | Lyon | 299.5 | open   |

  Scenario: browsing 2.12: the address autocomplete is limited to FR, MC, CH, BE and RE
    When I open the store locator of "le-fournil"
    And I type "grand rue" in the store locator search
    Then every suggestion is in FR, MC, CH, BE or RE, and "Grand-Rue, 1660 Luxembourg" is not offered
    When I type "via roma" in the store locator search
    Then the store locator suggests nothing
    When I type "place du casino" in the store locator search
    Then the store locator suggests:
      | place                          | country |
      | place du Casino, 98000 Monaco  | MC      |

  Scenario: browsing 2.12 and 3: the highlighted products, available here or unavailable here at each site
    When I open the store locator of "le-fournil" with "product_ids=3104,3103&product_ids_type=product"
    Then the highlighted products are:
      | site                     | Coffee éclair    | Traditional baguette |
      | Le Fournil Montorgueil   | available here   | available here       |
      | Le Fournil Saint-Germain | available here   | unavailable here     |
      | Le Fournil Bastille      | available here   | available here       |
      | Le Fournil Montmartre    | unavailable here | available here       |
      | Le Fournil Bellecour     | available here   | available here       |
      | Le Fournil Croix-Rousse  | unavailable here | available here       |
      | Le Fournil Masséna       | available here   | available here       |
      | Le Fournil du Port       | available here   | available here       |

  Scenario: browsing 2.12 and 5: highlighted products are requested only when product_ids and product_ids_type both exist
    When I open the store locator of "le-fournil" with "product_ids=3104,3103"
    Then no highlighted product is requested
