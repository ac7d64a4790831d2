/**
 * An in-memory chain adapter for any namespace: a stand-in for the wallet and the chain (the process
 * boundary), so core, ui and storybook can exercise every state without a browser wallet. Shipped in
 * `@latch/core/internal` for bindings' tests and stories; not for production.
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { AdapterConnection, AdapterEventMap, AdapterEventName, AdapterSetupParameters } from '../adapters/connection'
import { AdapterEmitter } from '../adapters/kit/emitter'
import { formatUnits, parseUnits } from '../adapters/kit/units'
import type { AdapterIdentity, AdapterNft, AdapterTransaction, ChainReads, HeldToken } from '../adapters/reads'
import type { ChainRemote, RemoteWalletTransport } from '../adapters/remote'
import type { FeeSpeed, PreparedTransfer, TransferRequest } from '../adapters/transfers'
import { ConnectorNotFoundError } from '../errors/adapterKit'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/adapter'
import type { Account, CaipNetwork, CaipNetworkId, ChainNamespace, Connector } from '../types/chain'

export interface MockWallet {
  connectors: Connector[]
  accounts: Account[]
  caipNetworkId: CaipNetworkId
  /** Whole-unit balance per `caipNetworkId:address`; missing → "0". */
  balances: Record<string, string>
  /** Whether the wallet still authorises the site (silent reconnect). */
  authorized: boolean
  /** Networks the wallet knows; switching to another fails unless `canAddNetworks`. */
  knownNetworkIds: CaipNetworkId[]
  canAddNetworks: boolean
  /** The next `connect` / `switchNetwork` / `sign` is declined. */
  reject: { connect?: boolean; switch?: boolean; sign?: boolean; send?: boolean }
  /** Make `getBalance` fail (unreachable RPC). */
  balanceFails: boolean
  /** Tokens per `caipNetworkId:address`; listed when the host lists their asset id (like an EVM node, it cannot enumerate). */
  tokens: Record<string, HeldToken[]>
  /** Make `getTokens` fail. */
  tokensFail: boolean
  /** NFTs per `caipNetworkId:address`. */
  nfts: Record<string, AdapterNft[]>
  /** The chain's record of each account's transactions, newest first, per `caipNetworkId:address` (`getActivity`). */
  activity: Record<string, AdapterTransaction[]>
  /** Transactions per `getActivity` page. */
  activityPageSize: number
  /** Make `getActivity` fail. */
  activityFails: boolean
  /** The name service's records per address (`getIdentity`); missing → no name. */
  identities: Record<string, AdapterIdentity>
  /** Make `getIdentity` fail. */
  identityFails: boolean
  /** The name service's forward records: name → address (`resolveName`). */
  names: Record<string, string>
  /** Make `disconnect` throw. */
  disconnectFails: boolean
  /** Hold `connect` until released (to see the connecting state). */
  connectGate?: Promise<void>
  /** The network fee of a transfer, in the native smallest unit (21,000 gas at 1 gwei by default). */
  transferFee: bigint
  /**
   * What the chain keeps alive (`PreparedTransfer.minRemaining`); absent: nothing. With it, a native send of the
   * whole balance (amount + fee) reports `closesAccount`, as a chain that reaps empty accounts does.
   */
  minRemaining?: bigint
  /** The least a transfer must carry (`PreparedTransfer.minAmount`: a receiver new to the chain); absent: none. */
  minAmount?: bigint
  /**
   * Fee rates per speed, as Bitcoin prices a transfer: with them the adapter offers `feeSpeeds` (normal by
   * default), the fee is the rate × 141 units rounded up, and the transfer spends one coin holding the whole
   * balance into the receiver and change, which the preview lists.
   */
  feeRates?: Record<FeeSpeed, number>
  /** The chain records a memo of at most this many bytes (`transfers.memo`), as Cosmos does; absent: no memo. */
  memoMaxBytes?: number
  /** Transfers submitted (`transfers`) and transactions sent (`transactions.send`). */
  sent: { to?: string; amount?: bigint; asset?: string; memo?: string; transaction?: unknown }[]
}

/** One coin holding the whole balance, spent into the receiver's output and the change. */
function coinsOf(request: TransferRequest, balance: bigint, fee: bigint): NonNullable<PreparedTransfer['legs']> {
  const change = balance - request.amount - fee
  return {
    inputs: [{ id: `${'ab'.repeat(32)}:0`, amount: balance }],
    outputs: [{ id: request.to, amount: request.amount }, ...(change > 0n ? [{ id: request.from, amount: change, change: true }] : [])],
  }
}

export type MockAdapter = ChainAdapter & {
  wallet: MockWallet
  calls: string[]
  reads: ChainReads
  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void
  /** The remote-wallet transport core handed over last (WalletConnect session, embedded wallet). */
  remoteTransport?: RemoteWalletTransport
}

/**
 * With `walletConnect: true` the adapter also accepts WalletConnect sessions (like adapter-evm). `wallet` shares an
 * existing mock wallet, so a second adapter (a reload) meets the same wallet.
 */
export function createMockAdapter(namespace: ChainNamespace, init: Partial<MockWallet> & { walletConnect?: boolean; wallet?: MockWallet } = {}): MockAdapter {
  const emitter = new AdapterEmitter()
  let networks: CaipNetwork[] = []
  let connectedWith: string | undefined
  const calls: string[] = []
  const wallet: MockWallet = init.wallet ?? {
    connectors: [{ id: `mock-${namespace}`, name: `Mock ${namespace} wallet`, type: 'ANNOUNCED', chain: namespace, info: { rdns: `dev.latch.mock.${namespace}` } }],
    accounts: [{ address: `${namespace}-address-1`, type: 'eoa' }],
    caipNetworkId: `${namespace}:1`,
    balances: {},
    authorized: true,
    knownNetworkIds: [],
    canAddNetworks: true,
    reject: {},
    balanceFails: false,
    tokens: {},
    tokensFail: false,
    nfts: {},
    activity: {},
    activityPageSize: 20,
    activityFails: false,
    identities: {},
    identityFails: false,
    names: {},
    disconnectFails: false,
    transferFee: 21_000n * 1_000_000_000n,
    sent: [],
    ...init,
  }
  const connection = (connectorId: string): AdapterConnection => {
    const first = wallet.accounts[0]
    if (!first) throw new Error('mock wallet has no accounts')
    return { address: first.address, accounts: [...wallet.accounts], caipNetworkId: wallet.caipNetworkId, connectorId }
  }
  const once = (key: keyof MockWallet['reject']) => {
    const value = wallet.reject[key]
    wallet.reject[key] = false
    return value
  }

  const reads: ChainReads = {
    async getBalance({ address, caipNetworkId }) {
      calls.push(`getBalance:${caipNetworkId}`)
      if (wallet.balanceFails) throw new Error('RPC unreachable')
      const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
      return { balance: wallet.balances[`${caipNetworkId}:${address}`] ?? '0', symbol: network?.nativeCurrency.symbol ?? '?' }
    },
    async getTokens({ address, caipNetworkId, tokens = [] }) {
      calls.push(`getTokens:${caipNetworkId}`)
      if (wallet.tokensFail) throw new Error('token RPC unreachable')
      return { tokens: (wallet.tokens[`${caipNetworkId}:${address}`] ?? []).filter((t) => tokens.includes(t.asset)) }
    },
    async getNfts({ address, caipNetworkId, collections = [] }) {
      calls.push(`getNfts:${caipNetworkId}`)
      return (wallet.nfts[`${caipNetworkId}:${address}`] ?? []).filter((n) => collections.includes(n.collection))
    },
    async getIdentity({ address, caipNetworkId }) {
      calls.push(`getIdentity:${caipNetworkId}`)
      if (wallet.identityFails) throw new Error('name service unreachable')
      return wallet.identities[address] ?? {}
    },
    async resolveName({ name, caipNetworkId }) {
      calls.push(`resolveName:${caipNetworkId}:${name}`)
      return wallet.names[name.trim().toLowerCase()]
    },
    async getActivity({ address, caipNetworkId, cursor }) {
      calls.push(`getActivity:${caipNetworkId}${cursor ? `:${cursor}` : ''}`)
      if (wallet.activityFails) throw new Error('activity source unreachable')
      const all = wallet.activity[`${caipNetworkId}:${address}`] ?? []
      const start = cursor ? Number(cursor) : 0
      const end = start + wallet.activityPageSize
      return { transactions: all.slice(start, end), ...(end < all.length ? { next: String(end) } : {}) }
    },
  }

  const prepare = async (request: TransferRequest): Promise<PreparedTransfer> => {
    calls.push(`prepare:${request.caipNetworkId}`)
    const { symbol, decimals } = request
    const balance = wallet.balances[`${request.caipNetworkId}:${request.from}`]
    const rate = wallet.feeRates?.[request.feeSpeed ?? 'normal']
    const fee = rate === undefined ? wallet.transferFee : BigInt(Math.ceil(rate * 141))
    const empties = !request.asset && balance !== undefined && request.amount + fee >= parseUnits(balance, decimals)
    return {
      fee,
      ...(rate !== undefined ? { feeRate: { value: rate, unit: 'sat/vB' }, legs: coinsOf(request, balance === undefined ? 0n : parseUnits(balance, decimals), fee) } : {}),
      ...(wallet.minRemaining !== undefined ? { minRemaining: wallet.minRemaining, closesAccount: empties } : {}),
      ...(wallet.minAmount !== undefined ? { minAmount: wallet.minAmount } : {}),
      activity: {
        from: request.from,
        // As an EVM chain reports it: a token transfer is a call to the token.
        to: request.asset ? request.asset.slice(request.asset.lastIndexOf(':') + 1) : request.to,
        transfers: [{ direction: 'out', symbol, amount: request.amount.toString(), decimals, counterparty: request.to, ...(request.asset ? { asset: request.asset } : {}) }],
      },
      async submit() {
        calls.push('submit')
        if (once('send')) throw new UserRejectedRequestError()
        wallet.sent.push({ to: request.to, amount: request.amount, ...(request.asset ? { asset: request.asset } : {}), ...(request.memo ? { memo: request.memo } : {}) })
        return `tx-${wallet.sent.length}`
      },
    }
  }

  const adapter: MockAdapter = {
    namespace,
    networkControl: 'wallet',
    wallet,
    calls,
    reads,
    transfers: {
      prepare,
      get feeSpeeds() {
        return wallet.feeRates ? { options: ['slow', 'normal', 'fast'] as const, default: 'normal' as const } : undefined
      },
      get memo() {
        return wallet.memoMaxBytes === undefined ? undefined : { maxBytes: wallet.memoMaxBytes }
      },
    },
    transactions: {
      async send({ transaction }) {
        calls.push('sendTransaction')
        if (once('send')) throw new UserRejectedRequestError()
        wallet.sent.push({ transaction })
        return `tx-${wallet.sent.length}`
      },
      async signTypedData({ address, data }) {
        calls.push('signTypedData')
        if (once('sign')) throw new UserRejectedRequestError()
        return `typed(${address}):${JSON.stringify(data)}`
      },
    },
    setup(params: AdapterSetupParameters) {
      calls.push('setup')
      networks = params.networks
      if (wallet.knownNetworkIds.length === 0) wallet.knownNetworkIds = [wallet.caipNetworkId]
    },
    syncConnectors() {
      calls.push('syncConnectors')
      return [...wallet.connectors]
    },
    async connect({ connectorId }) {
      calls.push(`connect:${connectorId}`)
      if (wallet.connectGate) await wallet.connectGate
      if (!wallet.connectors.some((c) => c.id === connectorId)) throw new ConnectorNotFoundError({ namespace, connectorId })
      if (once('connect')) throw new UserRejectedRequestError()
      wallet.authorized = true
      connectedWith = connectorId
      return connection(connectorId)
    },
    async reconnect({ connectorId }) {
      calls.push(`reconnect:${connectorId}`)
      if (!wallet.authorized || !wallet.connectors.some((c) => c.id === connectorId)) return null
      connectedWith = connectorId
      return connection(connectorId)
    },
    async disconnect() {
      calls.push('disconnect')
      connectedWith = undefined
      if (wallet.disconnectFails) throw new Error('wallet did not answer')
    },
    async switchNetwork({ network }) {
      calls.push(`switchNetwork:${network.caipNetworkId}`)
      if (once('switch')) throw new UserRejectedRequestError()
      if (!wallet.knownNetworkIds.includes(network.caipNetworkId)) {
        if (!wallet.canAddNetworks) throw new ChainNotSupportedError()
        wallet.knownNetworkIds.push(network.caipNetworkId)
      }
      wallet.caipNetworkId = network.caipNetworkId
      adapter.emit('chainChanged', { caipNetworkId: network.caipNetworkId })
      return connection(connectedWith ?? wallet.connectors[0]?.id ?? '')
    },
    async signMessage({ message, address }) {
      calls.push('signMessage')
      if (once('sign')) throw new UserRejectedRequestError()
      return `signed(${address}):${typeof message === 'string' ? message : Array.from(message).join(',')}`
    },
    // The kit's, as every real adapter uses: the mock differs from them only in what a wallet would do.
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    isAddress(address) {
      return address.startsWith(`${namespace}-`)
    },
    getProvider() {
      return connectedWith ? { mock: namespace, connectorId: connectedWith } : undefined
    },
    on(event, listener) {
      return emitter.on(event, listener)
    },
    emit(event, payload) {
      emitter.emit(event, payload)
    },
  }
  // Like adapter-evm: hex hashes and addresses come in either case.
  if (namespace === 'eip155') adapter.normalize = (value) => value.toLowerCase()
  if (init.walletConnect) {
    const remote: ChainRemote = {
      walletConnect: { methods: ['mock_sign'], events: ['accountsChanged', 'chainChanged'] },
      async attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
        calls.push(`attachRemote:${transport.caipNetworkId}`)
        const connectorId = transport.connectorId ?? 'walletConnect'
        adapter.remoteTransport = transport
        connectedWith = connectorId
        adapter.signMessage = ({ message }) => transport.request({ method: 'mock_sign', params: [message], caipNetworkId: transport.caipNetworkId }) as Promise<string>
        return { address: transport.accounts[0] ?? '', accounts: transport.accounts.map((address) => ({ address, type: 'eoa' as const })), caipNetworkId: transport.caipNetworkId, connectorId }
      },
    }
    Object.assign(adapter, { remote })
  }
  return adapter
}
