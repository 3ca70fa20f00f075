import SpecrunKit

/// A safe (a multi-signature wallet) as the wallet's back end and the blockchain know it: its
/// balances, collectibles, transactions, creation transaction and settings.
///
/// ```swift
/// let creation = SafeTransaction(id: "0x01", kind: .creation, status: .success)
/// let settings = SafeSettings(requiredConfirmations: 2, owners: ["0xA1", "0xB2"],
///                             masterCopy: MasterCopy(address: "0x34CfAC", version: "1.3.0"))
/// let safe = Safe(name: "Team", address: "0x7f3a", balances: SafeBalances(eth: "1.5"), creation: creation, settings: settings)
/// ```
package struct Safe: Hashable, Sendable, Decodable {
    /// The name the app shows, e.g. "Main".
    package var name: String
    package var address: String
    package var balances: SafeBalances
    package var collectibles: [Collectible]
    /// Newest first, as the transaction list shows them.
    package var transactions: [SafeTransaction]
    package var creation: SafeTransaction
    package var settings: SafeSettings

    package init(
        name: String, address: String, balances: SafeBalances, collectibles: [Collectible] = [],
        transactions: [SafeTransaction] = [], creation: SafeTransaction, settings: SafeSettings
    ) {
        self.name = name
        self.address = address
        self.balances = balances
        self.collectibles = collectibles
        self.transactions = transactions
        self.creation = creation
        self.settings = settings
    }

    private enum CodingKeys: String, CodingKey {
        case name, address, balances, collectibles, transactions, creation, settings
    }

    /// Decodes every field; `collectibles` and `transactions` may be left out (none).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        address = try container.decode(String.self, forKey: .address)
        balances = try container.decode(SafeBalances.self, forKey: .balances)
        collectibles = try container.decodeIfPresent([Collectible].self, forKey: .collectibles) ?? []
        transactions = try container.decodeIfPresent([SafeTransaction].self, forKey: .transactions) ?? []
        creation = try container.decode(SafeTransaction.self, forKey: .creation)
        settings = try container.decode(SafeSettings.self, forKey: .settings)
    }
}
