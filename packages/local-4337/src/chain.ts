/** What every part needs from the dev chain: a provider, and throwaway keys funded with anvil's cheat method. */
import { JsonRpcProvider, NonceManager, parseEther, toQuantity, Wallet } from 'ethers'

export function providerFor(rpcUrl: string): JsonRpcProvider {
  // A static network skips ethers' chain-id probing; anvil mines at once, so waiting polls fast. No request
  // cache: by default ethers answers a repeated identical request (getCode before and after a deployment,
  // say) from the first answer for 250 ms, which on a fast machine reads the state from before.
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, batchMaxCount: 1, cacheTimeout: -1 })
  provider.pollingInterval = 50
  return provider
}

/**
 * A fresh key with `eth` set as its balance (anvil/hardhat `anvil_setBalance`). Never anvil's mnemonic
 * accounts: e2e flows use those, and a shared nonce would race.
 */
export async function fundedKey(provider: JsonRpcProvider, eth = '100'): Promise<Wallet> {
  const wallet = new Wallet(Wallet.createRandom().privateKey, provider)
  await provider.send('anvil_setBalance', [wallet.address, toQuantity(parseEther(eth))])
  return wallet
}

/** A funded signer that counts its own nonces (a bare Wallet asks the node and can reuse one between sends). */
export async function fundedSigner(provider: JsonRpcProvider, eth?: string): Promise<NonceManager> {
  return new NonceManager(await fundedKey(provider, eth))
}

export async function hasCode(provider: JsonRpcProvider, address: string): Promise<boolean> {
  return (await provider.getCode(address)) !== '0x'
}
