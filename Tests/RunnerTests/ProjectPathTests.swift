import Testing
@testable import Runner

/// One spelling for one file, relative to the project when inside it, and never a wrong one: with
/// no working directory (it was deleted under the run) an absolute path stays absolute (it lost its
/// leading `/`, so the file was looked for in a folder that is not there).
@Suite struct ProjectPathTests {
    @Test func pathsAreSpelledOnceRelativeToTheProject() {
        #expect(ProjectPath.normalized("./features/../features//a.feature") == "features/a.feature")
        #expect(ProjectPath.normalized("/abs/project/features", in: "/abs/project") == "features")
        #expect(ProjectPath.normalized("/elsewhere/a.feature", in: "/abs/project") == "/elsewhere/a.feature")
    }

    @Test func withoutAWorkingDirectoryAnAbsolutePathStaysAbsolute() {
        #expect(ProjectPath.normalized("/tmp/specs/a.feature", in: "") == "/tmp/specs/a.feature")
    }
}
