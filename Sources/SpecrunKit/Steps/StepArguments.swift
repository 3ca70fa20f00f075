import Expressions
import Foundation
import Gherkin
import Synchronization

/// What a step body receives besides the world: the values of the expression's parameters, already
/// transformed by their parameter types, the step's doc string and data table, and its context
/// (the scenario, the attempt, attachments).
///
/// ```swift
/// steps.given("these articles:") { world, arguments in
///     for row in arguments.dataTable?.rows.dropFirst() ?? [] { world.add(row[0]) }
///     arguments.log("\(world.articles.count) articles")
/// }
/// ```
///
/// A definition takes a doc string or a data table by reading it: a step written with one whose
/// definition never reads `docString` or `dataTable` fails, as Cucumber's arity check does.
public struct StepArguments: Sendable {
    /// The expression's parameters, each already turned into its parameter type's value.
    public let values: [(any Sendable)?]
    /// Where the step runs and where its attachments go.
    public let context: StepContext
    /// The doc string or data table the step was written with and whether the body read it; nil
    /// when the step has neither, as most have (one reference to make and drop each step).
    private let written: WrittenArgument?

    @usableFromInline package init(values: [(any Sendable)?], docString: DocString? = nil, dataTable: DataTable? = nil,
                context: StepContext = StepContext(scenario: nil)) {
        self.values = values
        self.context = context
        written = docString == nil && dataTable == nil ? nil : WrittenArgument(docString: docString, dataTable: dataTable)
    }

    /// The arguments of a matched step: the values of `matched`, and the step's doc string or table.
    @usableFromInline package init(matched: [Argument], argument: PickleStepArgument?, context: StepContext) throws {
        self.init(values: try matched.map { try $0.value() }, argument: argument, context: context)
    }

    /// The arguments of a step whose values were made already, and its doc string or table (the
    /// pickle step's argument).
    @usableFromInline package init(values: [(any Sendable)?], argument: PickleStepArgument?, context: StepContext) {
        self.init(values: values, docString: argument?.docString.map { DocString(content: $0.content, mediaType: $0.mediaType) },
                  dataTable: argument?.dataTable.map { DataTable(rows: $0.rows) }, context: context)
    }

    /// The step's doc string, if it has one.
    public var docString: DocString? {
        written?.markDocString()
        return written?.docString
    }

    /// The step's data table, if it has one.
    public var dataTable: DataTable? {
        written?.markDataTable()
        return written?.dataTable
    }

    /// How many parameters the expression has.
    public var count: Int { values.count }

    /// The value of parameter `index` (0-based) as `T`: `let seconds: Int = try arguments[0]`.
    /// Inlinable, so that reading a value is specialized for its type in the step body.
    @inlinable
    public subscript<T>(index: Int) -> T {
        get throws {
            guard values.indices.contains(index) else { throw unreadable(index, as: T.self) }
            // A value reads as its type through the run-time cast (`cast` opens no existential:
            // only a step reading `any Sendable` skips it); no value reads only as an optional.
            let typed = if let value = values[index] { cast(value, to: T.self) } else { values[index] as? T }
            guard let typed else { throw unreadable(index, as: T.self) }
            return typed
        }
    }

    /// Why parameter `index` cannot be read as `type`.
    @usableFromInline
    func unreadable(_ index: Int, as type: Any.Type) -> any Error {
        guard values.indices.contains(index) else {
            return StepDefinitionError("the step body reads parameter \(index + 1), but its expression has \(values.count)")
        }
        let found = values[index].map { "\(Swift.type(of: $0))" } ?? "nothing (an optional group that did not match)"
        return StepDefinitionError("the step body reads parameter \(index + 1) as \(type), but the expression gives \(found)")
    }

    /// Attaches text to the step (see `StepContext.attach`).
    public func attach(_ text: String, mediaType: String, fileName: String? = nil) {
        context.attach(text, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes to the step, kept in base64.
    public func attach(_ bytes: [UInt8], mediaType: String, fileName: String? = nil) {
        context.attach(bytes, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes to the step, kept in base64.
    public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
        context.attach(data, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches a line of log text to the step.
    public func log(_ text: String) { context.log(text) }

    /// Attaches a link to the step.
    public func link(_ url: String) { context.link(url) }

    /// The argument the step was written with that its definition did not read, if any: the step
    /// cannot have meant what it says.
    @usableFromInline
    func unreadArgument() -> String? {
        guard let written else { return nil }
        if written.dataTable != nil, !written.readDataTable { return "a data table" }
        if written.docString != nil, !written.readDocString { return "a doc string" }
        return nil
    }
}

/// The doc string or data table a step was written with, and which of them its body read, for
/// the arity check.
private final class WrittenArgument: Sendable {
    let docString: DocString?
    let dataTable: DataTable?
    private let docStringRead = Mutex(false)
    private let dataTableRead = Mutex(false)

    init(docString: DocString?, dataTable: DataTable?) {
        self.docString = docString
        self.dataTable = dataTable
    }

    func markDocString() { docStringRead.withLock { $0 = true } }
    func markDataTable() { dataTableRead.withLock { $0 = true } }
    var readDocString: Bool { docStringRead.withLock { $0 } }
    var readDataTable: Bool { dataTableRead.withLock { $0 } }
}

/// A mistake in a step definition itself (as opposed to a failed expectation): it reads a parameter
/// that is not there, or as the wrong type. Reported as the step's failure with this message.
///
/// ```swift
/// steps.given("{int} articles") { world, arguments in
///     let title: String = try arguments[0]   // an Int is there: throws StepDefinitionError
/// }
/// ```
@usableFromInline
package struct StepDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline package var message: String

    @usableFromInline package init(_ message: String) {
        self.message = message
    }

    @usableFromInline package var description: String { message }
}
