import HTTPCacheSpecs
import SpecrunCLI

// `swift run http-cache-specs features/`: specrun's command line with our HTTP client's system.
SpecrunCLI.main(systems: [HTTPCacheSystem.self])
