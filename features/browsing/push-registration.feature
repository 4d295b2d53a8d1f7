Feature: Push registration of the presenter screen
  Once the device's push service gives a token, the presenter screen sends a registration (accounts 2):
  POST notify/token under the click-and-collect API with firebase_id, restaurant_id and type 'menu'
  (accounts 3 and 7). Push messaging unsupported is logged only (accounts 8). The platform keeps the
  registrations, once each, and support lists them.

  Scenario: accounts 2, 3 and 7: a token obtained is registered with the shop and type menu
    Given the device's push service gives the token "https://push.example.test/send/screen-1"
    When the presenter screen of "glacier-des-quais" registers for push
    Then the push registration is taken
    And the platform lists for "glacier-des-quais" the push registration "https://push.example.test/send/screen-1" of type "menu"

  Scenario: accounts 7: a screen that registers again at each start is registered once
    Given the device's push service gives the token "https://push.example.test/send/screen-1"
    When the presenter screen of "glacier-des-quais" registers for push
    And the presenter screen of "glacier-des-quais" registers for push
    Then the platform lists 1 push registration for "glacier-des-quais"

  Scenario: accounts 8: push messaging unsupported sends nothing and is only logged
    Given the device has no push messaging
    When the presenter screen of "glacier-des-quais" registers for push
    Then the push registration is not sent, because push messaging is unsupported
    And the platform lists 0 push registration for "glacier-des-quais"

  Scenario: the platform trusts no token: one with spaces is refused and nothing is kept
    Given the device's push service gives the token "not a token"
    When the presenter screen of "glacier-des-quais" registers for push
    Then the push registration failed
    And the platform lists 0 push registration for "glacier-des-quais"
