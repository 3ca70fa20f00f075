import SpecrunKit

/// The `rules-backgrounds` sample's support code: the same definitions as `backgrounds`.
enum RulesBackgrounds {
    static func register(_ steps: inout StepRegistry<KitWorld>) {
        Backgrounds.register(&steps)
    }
}
