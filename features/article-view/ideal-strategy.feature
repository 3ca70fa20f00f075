@article-view
Feature: The ideal strategy
  What the proposal says "our ideal strategy would" do, on every route an article can be opened by.

  Rule: Reduce or eliminate redundant article downloads (e.g. the same revision we have locally)

    Scenario Outline: No redundant download, opened <route>
      Given $article is cached
      And my connection is online
      When I navigate to it <route>
      Then the app should not have downloaded a revision it already had

      Examples:
        | route                     |
        | via search-result         |
        | via link                  |
        | from saved articles       |
        | from history              |
        | from the featured article |
        | by going back             |

  Rule: Handle the offline case gracefully (no banner when viewing a cached article offline)

    Scenario Outline: Offline, no banner over the cached article, opened <route>
      Given $article is cached
      And my connection is offline
      When I navigate to it <route>
      Then I should see locally stored revision of $article
      And I should not see any banners

      Examples:
        | route                     |
        | via search-result         |
        | via link                  |
        | from saved articles       |
        | from history              |
        | from the featured article |
        | by going back             |

  Rule: With a good connection, never left on outdated content without being told

    Scenario Outline: A newer revision shown or announced, opened <route>
      Given $article is cached
      And my connection is online
      And there's a newer revision of $article
      When I navigate to it <route>
      Then I should eventually see the latest version of $article or a prompt to refresh

      Examples:
        | route                     |
        | via search-result         |
        | via link                  |
        | from saved articles       |
        | from history              |
        | from the featured article |
        | by going back             |

  Rule: With a poor or no connection, the last revision downloaded is there to read

    Scenario Outline: Last revision downloaded at once, <connection>, opened <route>
      Given revision 1041 of $article is cached
      And my connection is <connection>
      When I navigate to it <route>
      Then I should see the last revision of $article I downloaded immediately

      Examples:
        | connection | route                     |
        | offline    | via search-result         |
        | offline    | via link                  |
        | offline    | from saved articles       |
        | offline    | from history              |
        | offline    | from the featured article |
        | offline    | by going back             |
        | timing out | via search-result         |
        | timing out | via link                  |
        | timing out | from saved articles       |
        | timing out | from history              |
        | timing out | from the featured article |
        | timing out | by going back             |
