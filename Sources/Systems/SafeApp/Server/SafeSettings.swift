import SpecrunKit

/// A safe's settings as the Settings screen shows them: required confirmations, owners, the
/// master copy (which implies the contract version) and enabled modules.
///
/// ```swift
/// let settings = SafeSettings(requiredConfirmations: 2, owners: ["0xA1", "0xB2"],
///                             masterCopy: MasterCopy(address: "0x34CfAC", version: "1.3.0"), modules: ["0xM0D"])
/// print(settings)
/// ```
package struct SafeSettings: Hashable, Sendable, Decodable, CustomStringConvertible {
    package var requiredConfirmations: Int
    package var owners: [String]
    package var masterCopy: MasterCopy
    package var modules: [String]

    package init(requiredConfirmations: Int, owners: [String], masterCopy: MasterCopy, modules: [String] = []) {
        self.requiredConfirmations = requiredConfirmations
        self.owners = owners
        self.masterCopy = masterCopy
        self.modules = modules
    }

    private enum CodingKeys: String, CodingKey {
        case requiredConfirmations, owners, masterCopy, modules
    }

    /// Decodes every field; `modules` may be left out (none).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requiredConfirmations = try container.decode(Int.self, forKey: .requiredConfirmations)
        owners = try container.decode([String].self, forKey: .owners)
        masterCopy = try container.decode(MasterCopy.self, forKey: .masterCopy)
        modules = try container.decodeIfPresent([String].self, forKey: .modules) ?? []
    }

    /// "2 of 3 owners, version 1.1.1, no modules".
    package var description: String {
        let modules = switch self.modules.count {
        case 0: "no modules"
        case 1: "1 module"
        default: "\(self.modules.count) modules"
        }
        return "\(requiredConfirmations) of \(owners.count) owners, version \(masterCopy.version), \(modules)"
    }
}

/// The contract a safe delegates to, which fixes its version.
///
/// ```swift
/// let masterCopy = MasterCopy(address: "0x34CfAC", version: "1.3.0")
/// ```
package struct MasterCopy: Hashable, Sendable, Decodable {
    package var address: String
    package var version: String

    package init(address: String, version: String) {
        self.address = address
        self.version = version
    }
}
