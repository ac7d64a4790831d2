import type { Psbt } from 'bitcoinjs-lib'
import { defaultStorage, type TestWalletStorage } from '../shared/storage'
import { BitcoinRpcErrorCode, TestBitcoinWalletError } from './errors'
import { broadcastTransaction, buildTransfer, fetchUtxos, type TransferRecipient } from './esplora'
import { type BitcoinAddressPurpose, bytesToBase64, type DerivedAccount, type DerivedAddress, deriveAccount, type TestBitcoinAccountKeys } from './keys'
import { type MessageSigningProtocol, type SignedMessage, signMessage } from './messages'
import { BITCOIN_NETWORKS, resolveNetwork, type TestBitcoinNetwork } from './networks'
import type { TestBitcoinWalletPolicy, TestBitcoinWalletRequest } from './policy'
import { type InputToSign, inputOwner, parsePsbt, signPsbtInputs } from './psbt'

type Via = TestBitcoinWalletRequest['via']

/** What the wallet tells its two faces (Wallet Standard `change`, WBIP004 `accountChange` / `networkChange` / `disconnect`). */
export type CoreEvent = { type: 'accounts' } | { type: 'network' } | { type: 'disconnect' }

export const ALL_PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

export type CoreParameters = {
  accountKeys: readonly TestBitcoinAccountKeys[]
  network: TestBitcoinNetwork
  policy: TestBitcoinWalletPolicy
  storageKey: string
  storage?: TestWalletStorage | null
  authorized?: boolean | readonly BitcoinAddressPurpose[]
  esploraUrl?: string
  feeRate?: number
}

/**
 * The wallet behind both faces: one account at a time (a payment and an ordinals address), the purposes the app is
 * authorised for (remembered in `storage` across reloads), and the signing requests, each asked of the policy.
 */
export function createWalletCore(parameters: CoreParameters) {
  const { policy, accountKeys } = parameters
  const storage = parameters.storage === undefined ? defaultStorage() : parameters.storage
  const storageKey = parameters.storageKey
  let network = parameters.network
  let accountIndex = 0
  let derived = deriveAccount(accountKeys[0] as TestBitcoinAccountKeys, network)
  const listeners = new Set<(event: CoreEvent) => void>()
  const emit = (event: CoreEvent) => {
    for (const listener of listeners) listener(event)
  }

  const readAuthorized = (): BitcoinAddressPurpose[] => {
    if (parameters.authorized !== undefined) return parameters.authorized === true ? [...ALL_PURPOSES] : parameters.authorized === false ? [] : [...parameters.authorized]
    try {
      const stored = JSON.parse(storage?.getItem(storageKey) ?? '[]') as unknown
      return Array.isArray(stored) ? ALL_PURPOSES.filter((p) => stored.includes(p)) : []
    } catch {
      return []
    }
  }
  let authorized = readAuthorized()
  const setAuthorized = (purposes: readonly BitcoinAddressPurpose[]) => {
    authorized = ALL_PURPOSES.filter((p) => purposes.includes(p))
    if (authorized.length) storage?.setItem(storageKey, JSON.stringify(authorized))
    else storage?.removeItem(storageKey)
  }
  /** The purposes the app is connected to in this page (a subset of those authorised). */
  let connected: BitcoinAddressPurpose[] = []

  const ask = (request: Omit<TestBitcoinWalletRequest, 'id' | 'status' | 'at'>) => policy.ask({ chain: BITCOIN_NETWORKS[network].caipNetworkId, ...request })
  const connectedAddresses = () => connected.map((p) => derived[p])
  const requireConnected = (address: string | undefined): DerivedAddress => {
    const found = connectedAddresses().find((a) => a.address === address)
    if (found) return found
    const known = ALL_PURPOSES.some((p) => derived[p].address === address)
    throw new TestBitcoinWalletError(known ? `Address ${address} is not connected.` : `Unknown address: ${address}`, { rpcCode: known ? BitcoinRpcErrorCode.ACCESS_DENIED : BitcoinRpcErrorCode.INVALID_PARAMS })
  }
  const requireChain = (chain: string | undefined) => {
    if (chain !== undefined && resolveNetwork(chain) !== network) throw new TestBitcoinWalletError(`The wallet is on ${BITCOIN_NETWORKS[network].caipNetworkId}, not ${chain}.`)
  }
  const esploraUrl = () => {
    if (!parameters.esploraUrl) throw new TestBitcoinWalletError('Broadcasting needs the `esploraUrl` option.', { rpcCode: BitcoinRpcErrorCode.METHOD_NOT_SUPPORTED })
    return parameters.esploraUrl
  }

  return {
    network: () => network,
    account: (): DerivedAccount => derived,
    accountIndex: () => accountIndex,
    accountCount: () => accountKeys.length,
    authorized: () => [...authorized],
    connected: () => [...connected],
    connectedAddresses,
    requireConnected,
    on(listener: (event: CoreEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Connects `purposes`: a prompt unless the app is already authorised for all of them. Returns them in that order. */
    async connect(purposes: readonly BitcoinAddressPurpose[], via: Via, message?: string): Promise<DerivedAddress[]> {
      const wanted = purposes.length ? [...new Set(purposes)] : [...ALL_PURPOSES]
      const unknown = wanted.filter((p) => !ALL_PURPOSES.includes(p))
      if (unknown.length) throw new TestBitcoinWalletError(`Unsupported address purpose: ${unknown.join(', ')}`)
      const silent = wanted.every((p) => authorized.includes(p))
      await ask({ method: silent ? 'silentConnect' : 'connect', via, purposes: wanted, ...(message === undefined ? {} : { detail: message }) })
      setAuthorized([...authorized, ...wanted])
      const before = connected.join()
      connected = ALL_PURPOSES.filter((p) => connected.includes(p) || wanted.includes(p))
      if (connected.join() !== before) emit({ type: 'accounts' })
      return wanted.map((p) => derived[p])
    },
    /** Reconnects without asking, when the app is already authorised (Wallet Standard `silent`). */
    silentConnect(via: Via): DerivedAddress[] {
      if (!authorized.length) return []
      void ask({ method: 'silentConnect', via, purposes: [...authorized] })
      if (connected.join() !== authorized.join()) {
        connected = [...authorized]
        emit({ type: 'accounts' })
      }
      return connectedAddresses()
    },
    async disconnect(via: Via): Promise<void> {
      await ask({ method: 'disconnect', via })
      setAuthorized([])
      connected = []
      emit({ type: 'disconnect' })
    },

    async signMessage(address: string, message: Uint8Array, protocol: MessageSigningProtocol | undefined, via: Via): Promise<SignedMessage & { bytes: Uint8Array; address: string }> {
      const from = requireConnected(address)
      await ask({ method: 'signMessage', via, address, detail: new TextDecoder().decode(message), protocol: protocol ?? 'BIP322' })
      return { ...signMessage(message, from, protocol), address }
    },

    /** Signs `inputs` (all the wallet's own inputs when none are named); finalizes when asked, broadcasts when asked. */
    async signPsbt(bytes: Uint8Array, inputs: readonly InputToSign[] | undefined, options: { finalize?: boolean; broadcast?: boolean; chain?: string }, via: Via): Promise<{ psbt: Psbt; txid?: string }> {
      requireChain(options.chain)
      const psbt = parsePsbt(bytes)
      const own = connectedAddresses()
      if (!own.length) throw new TestBitcoinWalletError('The app is not connected.', { rpcCode: BitcoinRpcErrorCode.ACCESS_DENIED })
      for (const input of inputs ?? []) if (input.address !== undefined) requireConnected(input.address)
      const requests = inputs ?? psbt.data.inputs.flatMap((_, index) => (inputOwner(psbt, index, own) ? [{ index }] : []))
      if (options.broadcast) esploraUrl()
      // Validated on a copy first, so a PSBT the wallet would refuse is refused before the user is asked.
      signPsbtInputs(psbt.clone(), requests, own)
      const signers = [...new Set(requests.map((r) => inputOwner(psbt, r.index, own)?.address))].join(',')
      await ask({ method: 'signPsbt', via, address: signers, detail: bytesToBase64(bytes), inputs: requests.map((r) => r.index) })
      signPsbtInputs(psbt, requests, own, { finalize: options.finalize || options.broadcast })
      if (!options.broadcast) return { psbt }
      return { psbt, txid: await broadcastTransaction(esploraUrl(), psbt.extractTransaction().toHex()) }
    },

    /** Pays `recipients` from the payment address's UTXOs (fetched from Esplora), signs and broadcasts. */
    async sendTransfer(recipients: readonly TransferRecipient[], via: Via): Promise<string> {
      const from = requireConnected(derived.payment.address)
      const url = esploraUrl()
      const psbt = buildTransfer({ utxos: await fetchUtxos(url, from.address), from, recipients, feeRate: parameters.feeRate ?? 2, network: BITCOIN_NETWORKS[network].bitcoinjs })
      await ask({ method: 'sendTransfer', via, address: from.address, detail: JSON.stringify(recipients) })
      signPsbtInputs(psbt, psbt.data.inputs.map((_, index) => ({ index })), [from], { finalize: true })
      return broadcastTransaction(url, psbt.extractTransaction().toHex())
    },

    /** An app's switch asks the user; the user's own switch in the wallet (`prompt: false`) does not. */
    async switchNetwork(id: string, via: Via, prompt = true): Promise<void> {
      const next = resolveNetwork(id)
      if (next === network) return
      if (prompt) await ask({ method: 'switchNetwork', via, chain: BITCOIN_NETWORKS[next].caipNetworkId })
      network = next
      derived = deriveAccount(accountKeys[accountIndex] as TestBitcoinAccountKeys, network)
      emit({ type: 'network' })
    },

    /** The wallet's user picks another account (a test command, never asked). */
    switchAccount(index: number): void {
      const keys = accountKeys[index]
      if (!keys) throw new TestBitcoinWalletError(`No account ${index}; the wallet has ${accountKeys.length}.`)
      if (index === accountIndex) return
      accountIndex = index
      derived = deriveAccount(keys, network)
      emit({ type: 'accounts' })
    },
    /** The user disconnects the app from the wallet's side. */
    revoke(): void {
      setAuthorized([])
      connected = []
      emit({ type: 'disconnect' })
    },
  }
}

export type WalletCore = ReturnType<typeof createWalletCore>
export type { TransferRecipient }
