Feature: The presenter screen of an ice-cream shop
  /{restaurantId}/productOptionsPresenter shows a product's option blocks on a grid of 10 columns by 8 rows
  (blocks in 10 % and 12.5 % steps), each block a bulletpoint, bulletpointimage or bigimage list, items above
  7 cut in lines of limitPerLine, and a carousel of states 1, 2, 3 (accounts 2, 4 and 9). The shop's screens
  are settings of its establishment (Glacier des Quais: settings.presenter), not ids written in the code.

  Scenario: accounts 2 and 9: screen1 of Glacier des Quais places its blocks on the grid
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen1&language=en&productId=101"
    Then the presenter shows these blocks:
      | block            | type             | left | top  | width | height | states | items per line |
      | Our flavours     | bulletpointimage | 0    | 0    | 60    | 75     | always | 5 5            |
      | Number of scoops | bulletpoint      | 60   | 0    | 40    | 37.5   | always | 3              |
      | Cone or cup      | bigimage         | 60   | 37.5 | 40    | 62.5   | 1      | 2              |
      | Toppings         | bulletpoint      | 60   | 37.5 | 40    | 62.5   | 2      | 4              |
      | Our sorbets      | bulletpointimage | 60   | 37.5 | 40    | 62.5   | 3      | 4              |

  Scenario: accounts 4: the carousel cycles states 1, 2, 3 every 15 seconds
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen1&language=en"
    Then the presenter turns every 15 seconds, showing:
      | after seconds | state | shows                                      |
      | 0             | 1     | Our flavours, Number of scoops, Cone or cup |
      | 15            | 2     | Our flavours, Number of scoops, Toppings    |
      | 30            | 3     | Our flavours, Number of scoops, Our sorbets |
      | 45            | 1     | Our flavours, Number of scoops, Cone or cup |

  Scenario: accounts 9: the 10 and 20 second variants
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen2&language=en"
    Then the presenter turns every 10 seconds, showing:
      | after seconds | state | shows                                         |
      | 10            | 2     | Our flavours, Our sorbets, Number of scoops   |
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen3&language=en"
    Then the presenter turns every 20 seconds, showing:
      | after seconds | state | shows                                             |
      | 10            | 1     | Our flavours, Number of scoops, Cone or cup       |
      | 40            | 3     | Our flavours, Number of scoops, Toppings          |

  Scenario: accounts 2: productId keeps that product's options only
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen1&language=en&productId=102"
    Then the presenter turns every 15 seconds, showing:
      | after seconds | state | shows       |
      | 15            | 2     | Toppings    |
      | 30            | 3     | Our sorbets |

  Scenario: a screen the shop does not have, a product not on the menu, a shop without screens
    When the presenter screen of "glacier-des-quais" is opened with "screen_name=screen9"
    Then the presenter cannot show it: "unknown-screen"
    When the presenter screen of "glacier-des-quais" is opened with "productId=999"
    Then the presenter cannot show it: "unknown-product"
    When the presenter screen of "le-comptoir" is opened with ""
    Then the presenter cannot show it: "not-configured"
