import SpecrunKit

/// The gallery's step definitions, in the words of its product owner: seeing and opening albums,
/// photos added and deleted on the server, and what the app downloaded; with specrun's common
/// steps (the connection, time passing, "I should see").
enum GallerySteps {
    static func registry() -> StepRegistry<GalleryWorld> {
        var steps = StepRegistry<GalleryWorld>()
        // {album}: "the Lisbon album" gives "Lisbon".
        steps.defineParameterType("album", matching: "the ([A-Z][a-z]+) album") { groups in groups[0] ?? "" }
        CommonSteps.register(in: &steps)

        steps.given("I have seen {album}") { world, arguments in
            let album = try world.album(named: arguments[0])
            try world.act { $0.open(album.name) }
            try world.session.settleScene()
            guard world.session.device.screen.album == album else {
                throw StepError.failed("the app could not show the \(album.name) album to set the scene; saw "
                    + world.session.seenSinceAction(through: world.session.now))
            }
        }
        steps.given("a photo was added to {album}") { world, arguments in
            let album = try world.album(named: arguments[0])
            world.server.addPhoto(to: album.name)
        }
        steps.given("the photo {string} was deleted") { world, arguments in
            let name: String = try arguments[0]
            guard world.server.albums.contains(where: { $0.photos.contains { $0.name == name } }) else {
                throw StepError.failed("the server has no photo “\(name)”")
            }
            world.server.deletePhoto(named: name)
        }

        steps.when("I open {album}") { world, arguments in
            let album = try world.album(named: arguments[0])
            try world.act { $0.open(album.name) }
        }

        steps.then("the app should have downloaded {int} photo(s)") { world, arguments in
            let expected: Int = try arguments[0]
            try world.session.settle()
            let downloads = world.session.requests(since: .lastAction).filter {
                $0.endpoint == GalleryRequest.thumbnails.name && $0.outcome == .ok
            }
            guard downloads.count == expected else {
                throw StepError.failed("expected \(PlainWords.count(expected, "photo")) downloaded from \(world.session.instant(of: .lastAction)) "
                    + "to \(world.session.windowEnd); the app downloaded " + PlainWords.count(downloads.count, "photo")
                    + (downloads.isEmpty ? "" : ": " + PlainWords.list(downloads.map(\.resource))))
            }
        }
        return steps
    }
}
