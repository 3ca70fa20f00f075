import SpecrunKit

extension ArticleFixture {
    /// `articles.yml`: the articles on the simulated Wikipedia, with the ones the features use built in.
    package static let file = FixtureFile<ArticleFixture>("articles.yml", defaults: #"""
# Articles on the simulated Wikipedia server, revisions oldest first; sizes are the bytes of
# the article's content at that revision. "$article" in a feature stands for the default.

default: Tokyo

app:
  requestTimeout: 30 s
  observationWindow: 60 s

articles:
  - title: Tokyo
    revisions:
      - { id: 1040, bytes: 211840 }
      - { id: 1041, bytes: 212480 }
      - { id: 1042, bytes: 213120 }

  - title: Mount Fuji
    revisions:
      - { id: 1038, bytes: 96512 }
      - { id: 1039, bytes: 96800 }

  - title: Kyoto
    revisions:
      - { id: 1035, bytes: 148224 }
"""#)
}
