import Foundation

/// Validates an XML tree against the part of XML Schema that `Resources/junit.xsd` uses: global
/// elements referenced from sequences and choices with `minOccurs`/`maxOccurs`, attributes with
/// `use` and a type (`xs:string`, `xs:decimal`, `xs:nonNegativeInteger`, `xs:positiveInteger`,
/// `xs:dateTime`, or a simple type restricting one with `minInclusive`), simple content and
/// `xs:string` elements. Anything else in the schema is reported, not ignored.
struct XSDValidator {
    private enum Particle {
        case element(String, min: Int, max: Int)
        case choice([String], min: Int, max: Int)
    }

    private struct Declaration {
        var attributes: [(name: String, type: String, required: Bool)] = []
        var particles: [Particle] = []
        var allowsText = false
    }

    private var declarations: [String: Declaration] = [:]
    private var simpleTypes: [String: (base: String, minimum: Decimal?)] = [:]

    init(schema: XMLTree) throws {
        for child in schema.children {
            switch child.name {
            case "xs:simpleType":
                guard let name = child.attributes["name"], let restriction = child.children.first, restriction.name == "xs:restriction",
                      let base = restriction.attributes["base"] else { throw XMLTreeError(description: "unsupported xs:simpleType") }
                let minimum = restriction.children.first { $0.name == "xs:minInclusive" }?.attributes["value"].flatMap { Decimal(string: $0) }
                simpleTypes[name] = (base, minimum)
            case "xs:element":
                guard let name = child.attributes["name"] else { throw XMLTreeError(description: "a global element without a name") }
                declarations[name] = try Self.declaration(child)
            default:
                throw XMLTreeError(description: "unsupported schema part \(child.name)")
            }
        }
    }

    private static func declaration(_ element: XMLTree) throws -> Declaration {
        var declaration = Declaration()
        if element.attributes["type"] == "xs:string" {
            declaration.allowsText = true
            return declaration
        }
        guard let complex = element.children.first, complex.name == "xs:complexType" else {
            throw XMLTreeError(description: "element \(element.attributes["name"] ?? "?") has no complex type")
        }
        for part in complex.children {
            switch part.name {
            case "xs:sequence": declaration.particles = try part.children.map(particle)
            case "xs:attribute": declaration.attributes.append(try attribute(part))
            case "xs:simpleContent":
                guard let extensionPart = part.children.first, extensionPart.attributes["base"] == "xs:string" else {
                    throw XMLTreeError(description: "unsupported simple content")
                }
                declaration.allowsText = true
                declaration.attributes += try extensionPart.children.map(attribute)
            default: throw XMLTreeError(description: "unsupported complex type part \(part.name)")
            }
        }
        return declaration
    }

    private static func particle(_ part: XMLTree) throws -> Particle {
        let min = Int(part.attributes["minOccurs"] ?? "1") ?? 1
        let max = part.attributes["maxOccurs"] == "unbounded" ? Int.max : Int(part.attributes["maxOccurs"] ?? "1") ?? 1
        switch part.name {
        case "xs:element":
            guard let reference = part.attributes["ref"] else { throw XMLTreeError(description: "a local element without ref") }
            return .element(reference, min: min, max: max)
        case "xs:choice":
            return .choice(try part.children.map { child in
                guard child.name == "xs:element", let reference = child.attributes["ref"] else { throw XMLTreeError(description: "unsupported choice") }
                return reference
            }, min: min, max: max)
        default:
            throw XMLTreeError(description: "unsupported particle \(part.name)")
        }
    }

    private static func attribute(_ part: XMLTree) throws -> (name: String, type: String, required: Bool) {
        guard part.name == "xs:attribute", let name = part.attributes["name"], let type = part.attributes["type"] else {
            throw XMLTreeError(description: "unsupported attribute declaration \(part.name)")
        }
        return (name, type, part.attributes["use"] == "required")
    }

    /// Every way the tree breaks the schema, each naming the element path.
    func problems(in element: XMLTree, path: String = "") -> [String] {
        let here = path + "/" + element.name
        guard let declaration = declarations[element.name] else { return ["\(here): element not declared"] }
        var found: [String] = []
        for (name, value) in element.attributes where !declaration.attributes.contains(where: { $0.name == name }) {
            found.append("\(here): attribute \(name)=\"\(value)\" not declared")
        }
        for attribute in declaration.attributes {
            guard let value = element.attributes[attribute.name] else {
                if attribute.required { found.append("\(here): required attribute \(attribute.name) missing") }
                continue
            }
            if !valid(value, type: attribute.type) { found.append("\(here): \(attribute.name)=\"\(value)\" is not a valid \(attribute.type)") }
        }
        if !declaration.allowsText, !element.text.allSatisfy(\.isWhitespace) { found.append("\(here): text not allowed") }
        if declaration.allowsText, !element.children.isEmpty, declaration.particles.isEmpty { found.append("\(here): child elements not allowed") }
        var remaining = element.children[...]
        for particle in declaration.particles {
            let names: [String], min: Int, max: Int
            switch particle {
            case .element(let name, let low, let high): (names, min, max) = ([name], low, high)
            case .choice(let choices, let low, let high): (names, min, max) = (choices, low, high)
            }
            var count = 0
            while count < max, let next = remaining.first, names.contains(next.name) {
                remaining = remaining.dropFirst()
                count += 1
            }
            if count < min { found.append("\(here): expected \(names.joined(separator: " or ")) at least \(min) time(s)") }
        }
        if let unexpected = remaining.first { found.append("\(here): unexpected element \(unexpected.name)") }
        return found + element.children.flatMap { problems(in: $0, path: here) }
    }

    private func valid(_ value: String, type: String) -> Bool {
        if let simple = simpleTypes[type] {
            guard valid(value, type: simple.base) else { return false }
            if let minimum = simple.minimum, let number = Decimal(string: value) { return number >= minimum }
            return true
        }
        switch type {
        case "xs:string": return true
        case "xs:decimal": return value.wholeMatch(of: /[+-]?(\d+(\.\d*)?|\.\d+)/) != nil
        case "xs:nonNegativeInteger": return value.wholeMatch(of: /\+?\d+/) != nil
        case "xs:positiveInteger": return value.wholeMatch(of: /\+?\d+/) != nil && (Int(value) ?? 0) > 0
        case "xs:dateTime": return value.wholeMatch(of: /-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/) != nil
        default: return false
        }
    }
}
