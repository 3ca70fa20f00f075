import GallerySpecs
import SpecrunCLI

// `swift run gallery-specs features/`: specrun's command line with the gallery's system.
SpecrunCLI.main(systems: [Gallery.self])
