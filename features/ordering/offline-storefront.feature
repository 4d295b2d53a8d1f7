Feature: Offline, the storefront keeps the menu, never an order
  Issue 20 item 5 (ours: the spec has no offline mode). The storefront's service worker keeps the menu last seen
  (browsing 7: the restaurant's settings, its products, their options, the allergens) and its pictures, so that a
  customer who loses the network can still read the menu and change the basket. Nothing about an order, a
  payment, an account or tracking is ever answered from a cache: an order is sent live or not at all, never
  queued. Visits to the storefront's pages are answered by the shell offline; the API and the simulator's own
  routes are never taken for a page.

  Scenario Outline: the menu's answers and pictures are kept, nothing of an order
    When the storefront asks "<request>"
    Then the service worker <answer>

    Examples:
      | request                                                          | answer                                   |
      | GET /api_click_and_collect/v7/le-comptoir/restaurant             | keeps the last answer for offline        |
      | GET /api_click_and_collect/v7/le-comptoir/products               | keeps the last answer for offline        |
      | GET /api_click_and_collect/v7/le-comptoir/product_options        | keeps the last answer for offline        |
      | GET /api_click_and_collect/v7/le-comptoir/allergens              | keeps the last answer for offline        |
      | GET /api_click_and_collect/v7/le-comptoir/products?page=2        | leaves it to the network                 |
      | POST /le-comptoir/order/                                         | leaves it to the network                 |
      | GET /le-comptoir/order/track?orderId=A1                          | leaves it to the network                 |
      | POST /v1/table/bill/shares                                       | leaves it to the network                 |
      | GET /api/customer/orders                                         | leaves it to the network                 |
      | GET /demo-assets/lemonade.svg as a picture                       | keeps the picture for offline            |
      | POST /demo-assets/lemonade.svg as a picture                      | leaves it to the network                 |
      | visit /le-comptoir/menu/20                                       | answers the page with the shell offline  |
      | visit /le-comptoir/validation                                    | answers the page with the shell offline  |
      | visit /api_click_and_collect/v7/le-comptoir/products             | leaves it to the network                 |
      | visit /_simulator/restaurants                                    | leaves it to the network                 |
      | visit /assets/index.js                                           | leaves it to the network                 |

  Scenario: a menu of another site is never kept as ours
    When the storefront asks "GET https://elsewhere.example/api_click_and_collect/v7/le-comptoir/products"
    Then the service worker leaves it to the network
