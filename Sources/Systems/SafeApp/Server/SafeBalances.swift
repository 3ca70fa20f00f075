import SpecrunKit

/// A safe's coin balances: ether and ERC20 tokens, amounts kept as the text the app shows.
///
/// ```swift
/// let balances = SafeBalances(eth: "1.5", tokens: [TokenBalance(symbol: "DAI", amount: "250")])
/// print(balances)
/// ```
package struct SafeBalances: Hashable, Sendable, Decodable, CustomStringConvertible {
    package var eth: String
    package var tokens: [TokenBalance]

    package init(eth: String, tokens: [TokenBalance] = []) {
        self.eth = eth
        self.tokens = tokens
    }

    /// "12.5 ETH, 1250.00 DAI, 300.00 USDC".
    package var description: String {
        (["\(eth) ETH"] + tokens.map(\.description)).joined(separator: ", ")
    }
}

/// The balance of one ERC20 token in a safe.
///
/// ```swift
/// let dai = TokenBalance(symbol: "DAI", amount: "250")
/// print(dai)   // 250 DAI
/// ```
package struct TokenBalance: Hashable, Sendable, Decodable, CustomStringConvertible {
    package var symbol: String
    package var amount: String

    package init(symbol: String, amount: String) {
        self.symbol = symbol
        self.amount = amount
    }

    /// "1250.00 DAI".
    package var description: String { "\(amount) \(symbol)" }
}
