import { HDNodeWallet, Mnemonic } from 'ethers'

/** Anvil's default mnemonic: public test keys, funded only on local chains. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

const accounts = Array.from({ length: 5 }, (_, i) =>
  HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(ANVIL_MNEMONIC), `m/44'/60'/0'/0/${i}`),
)

/** The first five default accounts' keys, derived as anvil derives them (never typed by hand). */
export const ANVIL_KEYS = accounts.map((a) => a.privateKey) as [string, string, string, string, string]
/** Their checksummed addresses. */
export const ANVIL_ADDRESSES = accounts.map((a) => a.address) as [string, string, string, string, string]
