import { HDNodeWallet, Mnemonic } from 'ethers'

/** Anvil's default mnemonic: public test keys, funded only on local chains. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

const accounts = Array.from({ length: 8 }, (_, i) =>
  HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(ANVIL_MNEMONIC), `m/44'/60'/0'/0/${i}`),
)

type Eight = [string, string, string, string, string, string, string, string]
/** The first eight default accounts' keys, derived as anvil derives them (never typed by hand). */
export const ANVIL_KEYS = accounts.map((a) => a.privateKey) as Eight
/** Their checksummed addresses. */
export const ANVIL_ADDRESSES = accounts.map((a) => a.address) as Eight
