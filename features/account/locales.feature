Feature: Locales and message catalogue (accounts 9)
  The storefront speaks 35 locales, French the base and the fallback. The locale shown is the one the address
  asks for (?lang=), else the customer's stored choice, else the browser's language, read on 5 characters for
  English and 2 otherwise; the establishment offers its restaurant_languages, or all of them.

  Scenario: accounts 9: the offered locales, French the base
    Then the storefront offers 35 locales: "fr", "ar", "ca", "co", "da", "de", "el", "en-GB", "en-US", "es", "eu", "fa", "fi", "hu", "it", "iw", "ja", "ko", "lo", "lt", "lv", "nl", "no", "pl", "pt-BR", "pt", "ro", "ru", "sau", "sk", "sv", "th", "tr", "vi" and "zh-CN"

  Scenario Outline: accounts 9: the browser's language is read on 5 characters for English, 2 otherwise
    When a customer's browser says "<browser>"
    Then the storefront is shown in "<shown>"

    Examples:
      | browser | shown |
      | en-US   | en-US |
      | en-GB   | en-GB |
      | en-AU   | en-GB |
      | fr-CA   | fr    |
      | de-AT   | de    |
      | pt-BR   | pt    |
      | zh-CN   | zh-CN |
      | he-IL   | iw    |
      | ja-JP   | ja    |
      | hi-IN   | fr    |

  Scenario: accounts 9: the address wins over the stored choice, which wins over the browser
    When a customer's browser says "de-DE", with "ja" chosen before and "?lang=es" in the address
    Then the storefront is shown in "es"
    When a customer's browser says "de-DE", with "ja" chosen before
    Then the storefront is shown in "ja"

  Scenario Outline: accounts 9: the Gulf and Maghreb codes stand for Arabic, right to left
    When the address asks for "?lang=<code>"
    Then the storefront is shown in "ar", right to left

    Examples:
      | code |
      | ma   |
      | qat  |
      | kwt  |
      | bhr  |
      | ae   |

  Scenario Outline: accounts 9: the direction of each locale (ko is left to right: the spec's list is a mistake)
    Then "<locale>" is written <direction>

    Examples:
      | locale | direction     |
      | ar     | right to left |
      | sau    | right to left |
      | fa     | right to left |
      | iw     | right to left |
      | ko     | left to right |
      | ja     | left to right |
      | fr     | left to right |

  Scenario: accounts 9: an establishment offers its own languages
    Given I am on the menu of "hotel-riviera"
    Then the language switcher offers "fr", "en-GB" and "en-US"
    When a customer's browser says "ja-JP"
    Then the storefront is shown in "fr"

  Scenario: accounts 9: Le Comptoir offers every locale, and its own texts follow the choice
    Given I am on the menu of "le-comptoir"
    Then the language switcher offers all 35 locales
    When a customer's browser says "de-DE"
    Then the storefront is shown in "de"
    And the product 1001 is named "Hokkaido-Kürbiscremesuppe"
    When the address asks for "?lang=sau"
    Then the storefront is shown in "sau", right to left
    And the product 1001 is named "شوربة يقطين كريمية"
