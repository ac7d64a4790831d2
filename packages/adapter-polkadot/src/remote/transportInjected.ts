/**
 * A remote wallet (a WalletConnect session, the embedded wallet) dressed as an extension's `Injected`, so the rest
 * of the adapter, and a dapp handing `getProvider().signer` to @polkadot/api, cannot tell the two apart.
 * Loaded with the first `remote.attach`.
 */
import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'

// @polkadot/types is not a direct dependency: its signer types, as @polkadot/api's Signer carries them.
type Signer = Injected['signer']
type SignerPayloadRaw = Parameters<NonNullable<Signer['signRaw']>>[0]
type SignerPayloadJSON = Parameters<NonNullable<Signer['signPayload']>>[0]
type SignerResult = Awaited<ReturnType<NonNullable<Signer['signRaw']>>>

/** WalletConnect names accounts by CAIP-10 (`polkadot:<genesis>:<address>`); the address is the last part. */
const addressOf = (account: string) => account.slice(account.lastIndexOf(':') + 1)

function signatureOf(answer: unknown, method: string): `0x${string}` {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new Error(`${method}: the wallet answered without a hex signature`)
  return signature as `0x${string}`
}

/** `network()` is the dapp's network at the time of each request (the adapter's session holds it). */
export function transportInjected(transport: RemoteWalletTransport, network: () => CaipNetworkId): Injected {
  let nextId = 1
  const accounts = (): InjectedAccount[] => transport.accounts.map((a) => ({ address: addressOf(a) }))
  return {
    accounts: {
      get: async () => accounts(),
      subscribe(callback) {
        return transport.onEvent((event) => {
          if (event.name !== 'accountsChanged' || !Array.isArray(event.data)) return
          void callback(event.data.filter((a): a is string => typeof a === 'string').map((a) => ({ address: addressOf(a) })))
        })
      },
    },
    signer: {
      async signRaw({ address, data }: SignerPayloadRaw): Promise<SignerResult> {
        const answer = await transport.request({ method: 'polkadot_signMessage', params: { address, message: data }, caipNetworkId: network() })
        return { id: nextId++, signature: signatureOf(answer, 'polkadot_signMessage') }
      },
      async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
        const answer = await transport.request({ method: 'polkadot_signTransaction', params: { address: payload.address, transactionPayload: payload }, caipNetworkId: network() })
        return { id: nextId++, signature: signatureOf(answer, 'polkadot_signTransaction') }
      },
    },
  }
}
