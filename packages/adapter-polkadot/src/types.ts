import type { CaipNetworkId } from '@latch/core'

export interface PolkadotAdapterOptions {
  /**
   * The name the extensions are asked to authorise (`enable(name)`) and remember. Defaults to the `metadata.name`
   * core passes to setup, else `Latch`. Keep it stable: a new name is a new site to every extension, which prompts.
   */
  appName?: string
  /** How long a reconnect waits for a late-injected extension (ms). Defaults to 1000. */
  reconnectWaitMs?: number
  /**
   * SS58 prefixes of the dapp's own networks by CAIP-2 id (a local chain, a parachain), added to the built-in
   * ones. A network with none accepts any valid SS58 address and keeps addresses as the extension reports them.
   */
  ss58Prefixes?: Readonly<Record<CaipNetworkId, number>>
}

/**
 * What `useAppKitProvider('polkadot')` hands a dapp: the connected extension's `Injected` (@polkadot/extension-inject),
 * whose `signer` @polkadot/api takes as is (`tx.signAndSend(address, { signer })`) and whose `signer.signRaw` signs
 * messages. Over WalletConnect it is the same shape, backed by the session.
 */
export type { Injected as PolkadotProvider } from '@polkadot/extension-inject/types'
