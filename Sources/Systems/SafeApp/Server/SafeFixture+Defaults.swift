import SpecrunKit

extension SafeFixture {
    /// `safe.yml`: the safes the wallet's back end knows, with the ones the features use built in.
    package static let file = FixtureFile<SafeFixture>("safe.yml", defaults: #"""
# The wallet's safes as its back end and the blockchain know them, and the wallet app's
# timings. Amounts are the text the app shows. Transactions are newest first.

default: Main

app:
  snackbarDuration: 4 s
  requestTimeout: 30 s
  pollingInterval: 10 s       # the legacy iOS client polled this often, whatever the screen
  observationWindow: 60 s

safes:
  - name: Main
    address: "0x7A9f3c1B2E4d5F60718293a4B5c6D7e8F9012c31"
    balances:
      eth: "12.5"
      tokens:
        - { symbol: DAI, amount: "1250.00" }
        - { symbol: USDC, amount: "300.00" }
        - { symbol: GNO, amount: "4.2" }
    collectibles:
      - { name: "CryptoKitty #1204", image: kitty-1204, imageBytes: 48200 }
      - { name: "ENS: main-safe.eth", image: ens-main-safe, imageBytes: 12800 }
    transactions:
      - { id: "0x5c1e", kind: outgoing, value: "0.5 ETH", status: pending }
      - { id: "0x4b0d", kind: incoming, value: "250.00 DAI", status: success }
      - { id: "0x3a9c", kind: settings, status: success }
      - { id: "0x2f8b", kind: outgoing, value: "1.2 ETH", status: failed }
    creation: { id: "0x1e7a", kind: creation, status: success }
    settings:
      requiredConfirmations: 2
      owners:
        - "0x1111aAaa2222bBbb3333cCcc4444dDdd5555eEee"
        - "0x6666fFff7777aAaa8888bBbb9999cCcc0000dDdd"
        - "0xAbCd0123456789aBcDeF0123456789AbCdEf0123"
      masterCopy: { address: "0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F", version: "1.1.1" }
      modules: []

  - name: Team
    address: "0x9D2e8F1a3B4c5D6e7F8091a2B3c4D5e6F708192a"
    balances:
      eth: "3.75"
      tokens:
        - { symbol: USDC, amount: "18000.00" }
    collectibles: []
    transactions:
      - { id: "0x8d4f", kind: outgoing, value: "5000.00 USDC", status: success }
      - { id: "0x7c3e", kind: incoming, value: "4.0 ETH", status: success }
    creation: { id: "0x6b2d", kind: creation, status: success }
    settings:
      requiredConfirmations: 3
      owners:
        - "0x1111aAaa2222bBbb3333cCcc4444dDdd5555eEee"
        - "0x2222bBbb3333cCcc4444dDdd5555eEee6666fFff"
        - "0x3333cCcc4444dDdd5555eEee6666fFff7777aAaa"
        - "0x4444dDdd5555eEee6666fFff7777aAaa8888bBbb"
        - "0x5555eEee6666fFff7777aAaa8888bBbb9999cCcc"
      masterCopy: { address: "0xb6029EA3B2c51D09a50B53CA8012FeEB05bDa35A", version: "1.0.0" }
      modules:
        - "0x1C9e4bA2d7F3a5E60B8c9D0e1F2a3B4c5D6e7F80"
"""#)
}
