import SpecrunKit

/// A safe's coin balances: ether and ERC20 tokens, amounts kept as the text the app shows.
///
/// ```swift
/// let balances = SafeBalances(eth: "1.5", tokens: [TokenBalance(symbol: "DAI", amount: "250")])
/// print(balances)
/// ```
public struct SafeBalances: Hashable, Sendable, Decodable, CustomStringConvertible {
    public var eth: String
    public var tokens: [TokenBalance]

    public init(eth: String, tokens: [TokenBalance] = []) {
        self.eth = eth
        self.tokens = tokens
    }

    /// "12.5 ETH, 1250.00 DAI, 300.00 USDC".
    public var description: String {
        (["\(eth) ETH"] + tokens.map(\.description)).joined(separator: ", ")
    }
}

/// The balance of one ERC20 token in a safe.
///
/// ```swift
/// let dai = TokenBalance(symbol: "DAI", amount: "250")
/// print(dai)   // 250 DAI
/// ```
public struct TokenBalance: Hashable, Sendable, Decodable, CustomStringConvertible {
    public var symbol: String
    public var amount: String

    public init(symbol: String, amount: String) {
        self.symbol = symbol
        self.amount = amount
    }

    /// "1250.00 DAI".
    public var description: String { "\(amount) \(symbol)" }
}
