/** A WBIP004 provider as the adapter uses it (./types), with Leather's dialect. Loaded with the first connect. */
import { decodeSegwit } from '../codec/address'
import { fromBase64, fromHex, toBase64, toHex } from '../codec/bytes'
import { toWalletError } from '../errors'
import { isLegacyP2pkh, type ReportedAddress, withPurposes } from './purposes'
import { messageText } from './messageText'
import type { BitcoinWallet, WalletAddress } from './types'
import type { WbipProvider } from './wbip004'

const METHOD_NOT_FOUND = -32601

class RpcError extends Error {
  readonly code: unknown
  constructor(error: { code?: unknown; message?: unknown }) {
    super(typeof error.message === 'string' ? error.message : 'Wallet request failed')
    this.code = error.code
  }
}

/** Sends one request and unwraps the JSON-RPC envelope; wallet refusals become USER_REJECTED. */
async function call(provider: WbipProvider, method: string, params?: unknown): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    const inner = (error as { error?: { code?: unknown; message?: unknown } } | null)?.error
    throw toWalletError(inner && typeof inner === 'object' ? new RpcError(inner) : error)
  }
  const envelope = answer as { result?: unknown; error?: { code?: unknown; message?: unknown } } | null
  if (envelope?.error) throw toWalletError(new RpcError(envelope.error))
  return envelope && typeof envelope === 'object' && 'result' in envelope ? envelope.result : answer
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === METHOD_NOT_FOUND

interface SatsAddress {
  address: string
  publicKey?: string
  purpose?: string
}
interface LeatherAddress {
  symbol?: string
  type?: string
  address: string
  publicKey?: string
}

const satsAddresses = (result: unknown): WalletAddress[] => withPurposes(((result as { addresses?: SatsAddress[] })?.addresses ?? []) as ReportedAddress[])

function leatherAddresses(result: unknown): WalletAddress[] {
  const addresses = (result as { addresses?: LeatherAddress[] })?.addresses ?? []
  const btc = addresses.filter((a) => a.symbol === undefined || a.symbol === 'BTC')
  return withPurposes(btc.map((a) => ({ address: a.address, publicKey: a.publicKey, purpose: a.type === 'p2tr' ? 'ordinals' : a.type === 'p2wpkh' ? 'payment' : undefined })))
}

export function wbipClient(provider: WbipProvider, { leather = false }: { leather?: boolean } = {}): BitcoinWallet {
  const read = leather ? leatherAddresses : satsAddresses
  const client: BitcoinWallet = {
    provider,
    async connect() {
      if (leather) return read(await call(provider, 'getAddresses'))
      // sats-connect 4 wallets grant the origin an account with wallet_connect (what wallet_getAccount reads back
      // later); older ones only have getAddresses.
      try {
        return read(await call(provider, 'wallet_connect', { addresses: ['payment', 'ordinals'] }))
      } catch (error) {
        if (!isMissing(error)) throw error
        return read(await call(provider, 'getAddresses', { purposes: ['payment', 'ordinals'] }))
      }
    },
    async authorized() {
      // Only sats-connect 4's wallet_getAccount answers without a prompt (ACCESS_DENIED when not granted); Leather
      // has no silent way, so a reload asks it again rather than prompting unasked.
      if (leather) return null
      try {
        const addresses = read(await call(provider, 'wallet_getAccount'))
        return addresses.length ? addresses : null
      } catch {
        return null
      }
    },
    async signMessage({ address, message }) {
      const text = messageText(message)
      const params = leather
        ? { message: text, paymentType: decodeSegwit(address)?.version === 1 ? 'p2tr' : 'p2wpkh' }
        : { address, message: text, protocol: isLegacyP2pkh(address) ? 'ECDSA' : 'BIP322' }
      const result = (await call(provider, 'signMessage', params)) as { signature?: unknown }
      if (typeof result?.signature !== 'string') throw new Error('The wallet answered signMessage without a signature')
      return result.signature
    },
    async signPsbt({ psbt, signInputs }) {
      if (leather) {
        const signAtIndex = Object.values(signInputs).flat()
        const result = (await call(provider, 'signPsbt', { hex: toHex(fromBase64(psbt)), signAtIndex, broadcast: false })) as { hex?: unknown }
        if (typeof result?.hex !== 'string') throw new Error('The wallet answered signPsbt without a PSBT')
        return toBase64(fromHex(result.hex))
      }
      const result = (await call(provider, 'signPsbt', { psbt, signInputs, broadcast: false })) as { psbt?: unknown }
      if (typeof result?.psbt !== 'string') throw new Error('The wallet answered signPsbt without a PSBT')
      return result.psbt
    },
    onAccountsChanged(listener) {
      // sats-connect's events carry no addresses: read them again (silently) on an account or network change.
      const reread = (event: unknown) => {
        const addresses = (event as { addresses?: unknown } | null)?.addresses
        if (Array.isArray(addresses)) listener(read({ addresses }))
        else void client.authorized().then((now) => listener(now ?? []))
      }
      const offs = [provider.addListener?.('accountChange', reread), provider.addListener?.('networkChange', reread), provider.addListener?.('disconnect', () => listener([]))]
      return () => {
        for (const off of offs) off?.()
      }
    },
    async disconnect() {
      if (leather) return
      await call(provider, 'wallet_disconnect').catch(() => undefined)
    },
  }
  return client
}
