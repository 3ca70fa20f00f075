import ArticleView
import SafeApp
import SpecrunCLI

// specrun: the whole command line with the two systems the design documents describe.
SpecrunCLI.main(systems: [ArticleViewSystem.self, SafeAppSystem.self])
