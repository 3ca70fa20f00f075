@article-view @spec-of:legacy
Feature: The legacy article view
  The proposal's "Legacy algorithm" spec, as the app behaved before it. The document's shorthand
  "When I navigate to it via (search-result|link)" and "via (*not* search-result|link)" become
  Scenario Outlines over the routes they stand for.

  Rule: Online w/ warm cache

    Background:
      Given $article is cached
      And my internet connection is online

    Scenario Outline: Online w/ warm cache, opened <route>
      When I navigate to it <route>
      Then I should see a blank view with a progress bar
      And I should eventually see the latest version of $article

      Examples: via (search-result|link)
        | route             |
        | via search-result |
        | via link          |

    Scenario Outline: Online w/ warm cache, opened <route>
      When I navigate to it <route>
      Then I should see the $article content immediately
      And I should not see any error banners

      Examples: via (*not* search-result|link)
        | route                     |
        | from saved articles       |
        | from history              |
        | from the featured article |
        | by going back             |

  Rule: Offline w/ warm cache

    Background:
      Given $article is cached
      And my internet connection is offline

    Scenario: Offline w/ warm cache
      When I navigate to it
      Then I should see the cached content
      And I should not see an error banner
