import Foundation
import Testing

/// The mechanical claims of `docs/architecture.md`, checked on the sources as text, so the page
/// cannot drift from the code: the public type counts it gives are `api/`'s; the only global
/// mutable state is `ProcessSupervisor`'s; the only loop of write(2) calls is
/// `FileDescriptor.writeAll`; the only JSON reader is `JSONReader`; a thread waits for another only in `ConditionLock`; no
/// struct's initializer sets a property that has an initial value; each module
/// imports what the table says and nothing more; the docs point at nothing outside the
/// repository; and the version the program says is the CHANGELOG's latest.
@Suite struct ArchitectureTests {
    static let root = Command.repository

    /// Every Swift file under `Sources/`, by path relative to the repository, with its text.
    static let sources: [(path: String, text: String)] = {
        let base = root.appendingPathComponent("Sources")
        let paths = (FileManager.default.subpaths(atPath: base.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return paths.compactMap { path in
            (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)).map { ("Sources/" + path, $0) }
        }
    }()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the sources that match `pattern`, outside comments, as "path:line: text".
    static func lines(matching pattern: String, except allowed: Set<String> = []) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return sources.filter { !allowed.contains($0.path) }.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> String? in
                let code = String(line)
                guard !code.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
                      regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil else { return nil }
                return "\(file.path):\(index + 1): \(code.trimmingCharacters(in: .whitespaces))"
            }
        }
    }

    @Test func theCountsOfPublicTypesAreTheAPIRecords() throws {
        let types = try Self.read("api/SpecrunKit.types").split(separator: "\n")
        let topLevel = types.filter { !$0.contains(".") }.count
        // Read as prose: however the page wraps its lines.
        let page = try Self.read("docs/architecture.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(page.contains("\(topLevel) public types (\(types.count) with the nested ones)"),
                "docs/architecture.md does not give api/SpecrunKit.types' counts, \(topLevel) and \(types.count)")
    }

    /// State shared by the whole process is the supervisor's (signals and children): a `static`
    /// that holds a lock, an atomic or a `var` anywhere else is state every run would share.
    @Test func theOnlyGlobalMutableStateIsTheSupervisors() {
        let found = Self.lines(matching: #"static (let|var) \w+(: [\w<>]+)? = (Mutex|Atomic)\b|nonisolated\(unsafe\)|^\s*(private |package |public |fileprivate )?static var \w+(: [^={]+)?( = [^{]*)?$"#,
                               except: ["Sources/Supervision/ProcessSupervisor.swift"])
        #expect(found.isEmpty, "global mutable state outside ProcessSupervisor:\n\(found.joined(separator: "\n"))")
    }

    /// A buffer is written whole by one loop (partial writes, EINTR, a full pipe): a write(2) or
    /// pwrite(2) on a raw pointer anywhere else is a second loop.
    @Test func theOnlyWriteLoopIsWriteAll() {
        let found = Self.lines(matching: #"(^|[^\w.])(Glibc\.|Foundation\.)?p?write\([^,()]+, [^,]*(baseAddress|Pointer|pointer)"#,
                               except: ["Sources/Supervision/FileDescriptor.swift"])
            .filter { !$0.contains("func write") }
        #expect(found.isEmpty, "a write loop outside FileDescriptor.writeAll:\n\(found.joined(separator: "\n"))")
    }

    /// A thread that waits for another waits in `ConditionLock` (a child or a pipe is waited for
    /// with poll(2)); a semaphore, a condition or a sleep is a wait of its own.
    @Test func threadsWaitOnlyInTheConditionLock() {
        let found = Self.lines(matching: #"DispatchSemaphore|DispatchGroup|NSCondition|pthread_cond_wait|\busleep\(|\bsleep\(|Thread\.sleep"#,
                               except: ["Sources/Supervision/ConditionLock.swift"])
            .filter { !$0.contains("func sleep(") && !$0.contains(".sleep(for:") }
        #expect(found.isEmpty, "a thread waits outside ConditionLock:\n\(found.joined(separator: "\n"))")
    }

    /// Every JSON file is read by `JSONReader`, and a `Decodable` shape is decoded from its value
    /// by `JSONValueDecoder`: Foundation's `JSONDecoder` or `JSONSerialization` would be a second
    /// reader, with its own limits and its own words for a broken file.
    @Test func theOnlyJSONReaderIsJSONReader() {
        let found = Self.lines(matching: #"JSONDecoder\(|JSONSerialization\.jsonObject"#)
        #expect(found.isEmpty, "a JSON reader beside JSONReader:\n\(found.joined(separator: "\n"))")
    }

    /// `@unchecked Sendable` only where the page says, each with its reason.
    @Test func uncheckedSendableIsWhereThePageSays() {
        let found = Set(Self.lines(matching: #"@unchecked Sendable"#).compactMap { line in
            line.firstMatch(of: /(class|struct|extension) (\w+)/).map { String($0.2) }
        })
        #expect(found == ["ConditionLock", "EventSink", "JSONWriter", "AdapterChild", "ScreenParts"], "\(found.sorted())")
    }

    /// A feature's syntax travels with its text (`GherkinSource`): no parser is made with a syntax
    /// outside it, so no parse picks one of its own (the fuzz target tries both on purpose). A
    /// syntax is told from a name by one function, `GherkinParser.Syntax(path:)`.
    @Test func aSourcesSyntaxIsChosenInOnePlace() {
        let found = Self.lines(matching: #"GherkinParser\(syntax:"#)
            .filter { !$0.hasPrefix("Sources/Gherkin/") && !$0.hasPrefix("Sources/Fuzzing/") }
        #expect(found.isEmpty, "a syntax chosen outside GherkinSource:\n\(found.joined(separator: "\n"))")
    }

    /// A struct's stored property that an initializer in the struct's body sets has no initial
    /// value: neither `= value` nor the `nil` that `T?` gives (spell it `Optional<T>`). With one,
    /// Swift 6.3 at -O builds the value twice in that initializer and copies one into the other,
    /// retaining and releasing every text it holds once more (docs/architecture.md).
    @Test func anInitializerSetsNoPropertyWithAnInitialValue() {
        let found = Self.sources.flatMap { file in
            Self.structBodies(in: file.text).flatMap { name, members in
                let initializers = Self.initializers(in: members)
                return Self.initializedProperties(in: members).filter { property in
                    initializers.contains { body in Self.assigns(property, in: body) }
                }.map { "\(file.path): \(name).\($0)" }
            }
        }
        #expect(found.isEmpty, "properties with an initial value that an initializer sets:\n\(found.joined(separator: "\n"))")
    }

    /// The outermost text between a `struct Name … {` and its closing brace, at each struct (nested
    /// ones too), with the struct's name; strings and comments are blanked first so that their
    /// braces do not count.
    static func structBodies(in text: String) -> [(name: String, members: [String])] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("/") || line.contains("\"")
                ? String(line).replacing(/\/\/.*$/, with: "").replacing(/"(\\.|[^"\\])*"/, with: "\"\"") : String(line)
        }
        var found: [(name: String, members: [String])] = []
        for (index, line) in lines.enumerated() {
            guard line.contains("struct "), let header = line.firstMatch(of: /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal)\s+)*struct (\w+)/),
                  line.contains("{") else { continue }
            var depth = 0
            var members: [String] = []
            scan: for body in lines[index...] {
                for character in body {
                    if character == "{" { depth += 1 }
                    if character == "}" { depth -= 1; if depth == 0 { break scan } }
                }
                members.append(body)
            }
            found.append((String(header.1), Array(members.dropFirst())))
        }
        return found
    }

    /// How far the body's own members are indented (its least indented lines): a nested type's
    /// members are further in.
    static func memberIndent(_ members: [String]) -> Int {
        members.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    }

    /// The names of the stored `var`s declared at the body's own level with an initial value, or
    /// of a `T?` type, which gives them `nil`.
    static func initializedProperties(in members: [String]) -> [String] {
        let indent = memberIndent(members)
        return members.compactMap { line in
            guard line.contains("var "), line.prefix { $0 == " " }.count == indent, !line.contains("static "), !line.contains("{"),
                  let declaration = line.firstMatch(of: /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal)(?:\(set\))?\s+)*var (\w+)(?:\s*:\s*([^=]+?))?\s*(=.*)?$/)
            else { return nil }
            let type = declaration.2.map(String.init) ?? ""
            return declaration.3 != nil || type.hasSuffix("?") ? String(declaration.1) : nil
        }
    }

    /// The bodies of the body's own initializers (not a nested type's) that do not hand over to
    /// another (`self.init`).
    static func initializers(in members: [String]) -> [String] {
        let indent = memberIndent(members)
        var bodies: [String] = []
        var index = 0
        while index < members.count {
            defer { index += 1 }
            guard members[index].contains("init"), members[index].prefix(while: { $0 == " " }).count == indent, members[index].contains(/^\s*(?:@\w+\s+)*(?:(?:public|package|private|fileprivate|internal|convenience)\s+)*init[?!]?\s*[<(]/) else { continue }
            var depth = 0, opened = false
            var body: [String] = []
            while index < members.count {
                body.append(members[index])
                for character in members[index] {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                if opened && depth == 0 { break }
                index += 1
            }
            let text = body.joined(separator: "\n")
            if !text.contains("self.init(") { bodies.append(text) }
        }
        return bodies
    }

    /// Whether `body` sets `property` (`property = …` or `self.property = …`, not `==`).
    static func assigns(_ property: String, in body: String) -> Bool {
        var rest = body[...]
        while let found = rest.firstRange(of: property) {
            defer { rest = rest[found.upperBound...] }
            let before = body[..<found.lowerBound]
            let standsAlone = before.last.map { " \n;{(".contains($0) } ?? true
            let afterSelf = before.hasSuffix("self.")
            let after = body[found.upperBound...].drop { $0 == " " }
            if (standsAlone || afterSelf) && after.hasPrefix("=") && !after.hasPrefix("==") { return true }
        }
        return false
    }

    /// The table of modules says what each imports: a module imports nothing else of the package.
    @Test func eachModuleImportsWhatTheTableSays() throws {
        let page = try Self.read("docs/architecture.md")
        let modules = ["JSON", "Spelling", "Gherkin", "Expressions", "YAML", "Supervision", "SpecrunKit", "Runner", "Adapter",
                       "Explore", "Reports", "LanguageServer"]
        for module in modules {
            let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| `\(module)` |") || $0.hasPrefix("| `CYAML`, `\(module)` |") },
                                   "docs/architecture.md has no row for \(module)")
            let allowed = Set(row.split(separator: "|").last!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            let imported = Set(Self.sources.filter { $0.path.hasPrefix("Sources/\(module)/") }.flatMap { file in
                file.text.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index <= 2 else { return nil }
                    return words.count > index + 1 ? String(words[index + 1]) : nil
                }
            }).intersection(modules + ["CYAML"])
            #expect(imported.isSubset(of: allowed), "\(module) imports \(imported.subtracting(allowed).sorted()), which its row does not list")
        }
    }

    /// The docs a clone has name no file outside it (`../shared/…` is not in a clone).
    @Test func theDocsPointAtNothingOutsideTheRepository() throws {
        let docs = (FileManager.default.subpaths(atPath: Self.root.appendingPathComponent("docs").path) ?? [])
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md", "CHANGELOG.md"]
            + ((FileManager.default.subpaths(atPath: Self.root.appendingPathComponent("Sources").path) ?? [])
                .filter { $0.hasSuffix(".md") }.map { "Sources/" + $0 })
        for path in docs {
            let text = try Self.read(path)
            #expect(!text.contains("../shared"), "\(path) points at ../shared, which a clone does not have")
        }
    }

    /// `specrun --version` says the CHANGELOG's latest release.
    @Test func theVersionIsTheChangelogsLatest() throws {
        let changelog = try Self.read("CHANGELOG.md")
        let latest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") }).dropFirst(3)
        let version = try Self.read("Sources/SpecrunKit/Version.swift")
        #expect(version.contains("current = \"\(latest)\""), "Version.current is not \(latest), the CHANGELOG's latest")
    }
}
