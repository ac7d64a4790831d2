import type { WalletCore } from './core'
import { BitcoinRpcErrorCode, TestBitcoinWalletError, UserRejectedRequestError } from './errors'
import { base64ToBytes, type BitcoinAddressPurpose, bytesToBase64, bytesToHex, type DerivedAddress } from './keys'
import type { MessageSigningProtocol } from './messages'
import { BITCOIN_NETWORKS } from './networks'
import type { InputToSign } from './psbt'

/** The WBIP004 / sats-connect methods the provider answers. */
export const WBIP_METHODS = ['getInfo', 'getAddresses', 'getAccounts', 'signMessage', 'signPsbt', 'sendTransfer', 'wallet_connect', 'wallet_disconnect', 'wallet_getNetwork', 'wallet_changeNetwork'] as const
export type WbipMethod = (typeof WBIP_METHODS)[number]

export const DEFAULT_PROVIDER_ID = 'LatchTestBitcoinProviders.BitcoinProvider'

/** An address as `getAddresses` returns it (sats-connect's `Address`). */
export type WbipAddress = { address: string; publicKey: string; purpose: BitcoinAddressPurpose; addressType: 'p2wpkh' | 'p2tr'; walletType: 'software' }

export type WbipResponse = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } }

export type WbipEventName = 'accountChange' | 'networkChange' | 'disconnect'
export type WbipListenerInfo = { eventName: WbipEventName; cb: (event: Record<string, unknown>) => void }

/** The object at `window.<providerId>`, as sats-connect's `request(method, params, providerId)` reaches it. */
export type TestBitcoinProvider = {
  /** Resolves with the JSON-RPC response, an error response included (sats-connect reads `error` from it). */
  request(method: string, params?: unknown): Promise<WbipResponse>
  /** sats-connect's form `{ eventName, cb }`, or the legacy `(eventName, cb)`; returns the unsubscribe function. */
  addListener(info: WbipListenerInfo | WbipEventName, cb?: WbipListenerInfo['cb']): () => void
}

/** What a page announces in `window.btc_providers` (WBIP004's provider list). */
export type WbipProviderInfo = { id: string; name: string; icon: string; webUrl?: string; methods: string[] }

const wbipAddress = (a: DerivedAddress): WbipAddress => ({ address: a.address, publicKey: bytesToHex(a.publicKey), purpose: a.purpose, addressType: a.addressType, walletType: 'software' })

type Params = Record<string, unknown>
const asParams = (params: unknown): Params => (params && typeof params === 'object' ? (params as Params) : {})
function field<T>(params: Params, name: string, check: (value: unknown) => boolean, optional = false): T {
  const value = params[name]
  if ((value === undefined && !optional) || (value !== undefined && !check(value))) throw new TestBitcoinWalletError(`Invalid params: \`${name}\`.`)
  return value as T
}
const isString = (v: unknown) => typeof v === 'string'
const isPurposes = (v: unknown) => Array.isArray(v) && v.every(isString)

/** The WBIP001/WBIP004 JSON-RPC provider over `core`: the same accounts and approval queue as the Wallet Standard face. */
export function createBitcoinProvider(core: WalletCore, info: { version: string }): TestBitcoinProvider {
  let nextId = 1
  const network = () => ({ bitcoin: { name: BITCOIN_NETWORKS[core.network()].satsName } })
  const connect = async (purposes: readonly BitcoinAddressPurpose[], message?: string) => (await core.connect(purposes, 'wbip', message)).map(wbipAddress)

  const handlers: Record<WbipMethod, (params: Params) => Promise<unknown>> = {
    getInfo: async () => ({ version: info.version, platform: 'web', methods: [...WBIP_METHODS], supports: [] }),
    async getAddresses(params) {
      const purposes = field<BitcoinAddressPurpose[]>(params, 'purposes', isPurposes, true) ?? []
      return { addresses: await connect(purposes, field<string | undefined>(params, 'message', isString, true)), network: network() }
    },
    getAccounts: async (params) => connect(field<BitcoinAddressPurpose[]>(params, 'purposes', isPurposes, true) ?? [], field<string | undefined>(params, 'message', isString, true)),
    async wallet_connect(params) {
      const purposes = field<BitcoinAddressPurpose[]>(params, 'addresses', isPurposes, true) ?? []
      return { id: 'latch-test-bitcoin-wallet', addresses: await connect(purposes, field<string | undefined>(params, 'message', isString, true)), walletType: 'software', network: network() }
    },
    wallet_disconnect: async () => {
      await core.disconnect('wbip')
      return null
    },
    wallet_getNetwork: async () => network(),
    wallet_changeNetwork: async (params) => {
      await core.switchNetwork(field<string>(params, 'name', isString), 'wbip')
      return null
    },
    async signMessage(params) {
      const protocol = field<MessageSigningProtocol | undefined>(params, 'protocol', (v) => v === 'BIP322' || v === 'ECDSA', true)
      const message = new TextEncoder().encode(field<string>(params, 'message', isString))
      const { signature, messageHash, address } = await core.signMessage(field<string>(params, 'address', isString), message, protocol, 'wbip')
      return { signature, messageHash, address, protocol: protocol ?? 'BIP322' }
    },
    async signPsbt(params) {
      const signInputs = field<Record<string, number[]> | undefined>(params, 'signInputs', (v) => typeof v === 'object' && v !== null && Object.values(v).every((x) => Array.isArray(x)), true)
      const inputs: InputToSign[] | undefined = signInputs && Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ index, address })))
      let bytes: Uint8Array
      try {
        bytes = base64ToBytes(field<string>(params, 'psbt', isString))
      } catch (cause) {
        throw new TestBitcoinWalletError('Invalid params: `psbt` is not base64.', { cause })
      }
      const broadcast = field<boolean | undefined>(params, 'broadcast', (v) => typeof v === 'boolean', true)
      // `finalize` is not in WBIP004 (sats-connect's wallets leave inputs unfinalized); a test may ask for it.
      const finalize = field<boolean | undefined>(params, 'finalize', (v) => typeof v === 'boolean', true)
      const { psbt, txid } = await core.signPsbt(bytes, inputs, { broadcast, finalize }, 'wbip')
      return txid === undefined ? { psbt: bytesToBase64(psbt.toBuffer()) } : { psbt: bytesToBase64(psbt.toBuffer()), txid }
    },
    async sendTransfer(params) {
      const recipients = field<{ address: string; amount: number }[]>(params, 'recipients', (v) => Array.isArray(v) && v.every((r) => r && isString(r.address) && typeof r.amount === 'number'))
      return { txid: await core.sendTransfer(recipients, 'wbip') }
    },
  }

  const listeners = new Map<WbipEventName, Set<WbipListenerInfo['cb']>>()
  core.on((event) => {
    const addresses = core.connectedAddresses().map(wbipAddress)
    const [name, payload]: [WbipEventName, Record<string, unknown>] =
      event.type === 'disconnect' ? ['disconnect', { type: 'disconnect' }] : event.type === 'network' ? ['networkChange', { type: 'networkChange', ...network(), addresses }] : ['accountChange', { type: 'accountChange', addresses }]
    for (const cb of listeners.get(name) ?? []) cb(payload)
  })

  return {
    async request(method, params) {
      // A few callers pass one `{ method, params }` object, as EIP-1193 does.
      if (method && typeof method === 'object') ({ method, params } = method as { method: string; params?: unknown })
      const id = String(nextId++)
      const handler = (handlers as Record<string, ((params: Params) => Promise<unknown>) | undefined>)[method]
      if (!handler || !Object.hasOwn(handlers, method)) return { jsonrpc: '2.0', id, error: { code: BitcoinRpcErrorCode.METHOD_NOT_FOUND, message: `Method not found: ${method}` } }
      try {
        return { jsonrpc: '2.0', id, result: await handler(asParams(params)) }
      } catch (error) {
        if (error instanceof UserRejectedRequestError) return { jsonrpc: '2.0', id, error: { code: error.rpcCode, message: error.message } }
        if (error instanceof TestBitcoinWalletError) return { jsonrpc: '2.0', id, error: { code: error.rpcCode, message: error.message } }
        return { jsonrpc: '2.0', id, error: { code: BitcoinRpcErrorCode.INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) } }
      }
    },
    addListener(infoOrName, cb) {
      const { eventName, cb: callback } = typeof infoOrName === 'string' ? { eventName: infoOrName, cb: cb as WbipListenerInfo['cb'] } : infoOrName
      const set = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, set)
      set.add(callback)
      return () => set.delete(callback)
    },
  }
}
