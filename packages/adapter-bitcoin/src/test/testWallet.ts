/**
 * A Bitcoin wallet for this package's tests, with real keys: a P2WPKH payment and a P2TR ordinals address per
 * account, BIP-322 signatures (bip322-js) and PSBT signing (bitcoinjs-lib). It installs itself on a window the three
 * ways wallets do, each optional: the Bitcoin Wallet Standard (the register-wallet handshake), WBIP004
 * (`btc_providers` + a sats-connect-style provider) and a Unisat-style global. It counts prompts, can refuse, revoke
 * the dapp and switch account.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { Signer } from 'bip322-js'
import { crypto, initEccLib, type Network, networks, payments, Psbt } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

export interface TestKey {
  key: ECPairInterface
  address: string
  /** Hex: compressed for P2WPKH, x-only for P2TR. */
  publicKey: string
  wif: string
}

export interface TestAccount {
  payment: TestKey
  ordinals: TestKey
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

/** P2WPKH for `payment`, P2TR (key path) for `ordinals`; `nested` is P2SH-P2WPKH and `legacy` P2PKH, as some wallets pay from. */
export function testKeyFrom(privateKey: Uint8Array, kind: 'payment' | 'ordinals' | 'nested' | 'legacy', network: Network = networks.regtest): TestKey {
  const key = ECPair.fromPrivateKey(privateKey, { network })
  const pubkey = key.publicKey
  if (kind === 'payment') return { key, address: payments.p2wpkh({ pubkey, network }).address!, publicKey: hex(pubkey), wif: key.toWIF() }
  if (kind === 'nested') return { key, address: payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }).address!, publicKey: hex(pubkey), wif: key.toWIF() }
  if (kind === 'legacy') return { key, address: payments.p2pkh({ pubkey, network }).address!, publicKey: hex(pubkey), wif: key.toWIF() }
  const xOnly = key.publicKey.subarray(1, 33)
  return { key, address: payments.p2tr({ internalPubkey: xOnly, network }).address!, publicKey: hex(xOnly), wif: key.toWIF() }
}

/** Account `i`: keys from sha256 of a fixed text, so tests are repeatable. */
export function testAccount(i: number, network: Network = networks.regtest): TestAccount {
  const secret = (kind: string) => crypto.sha256(Buffer.from(`adapter-bitcoin test/${kind}/${i}`))
  return { payment: testKeyFrom(secret('payment'), 'payment', network), ordinals: testKeyFrom(secret('ordinals'), 'ordinals', network) }
}

/** Signs every input of `psbt` that `signInputs` names and one of the keys holds (taproot with the tweaked key). */
export function signWith(psbt: Psbt, account: TestAccount, signInputs: Record<string, number[]>): void {
  for (const [address, indexes] of Object.entries(signInputs)) {
    const held = [account.payment, account.ordinals].find((k) => k.address === address)
    if (!held) throw new Error(`test wallet: no key for ${address}`)
    // A taproot key signs tweaked by its (empty) script tree, as BIP-86 wallets do.
    const taproot = held.publicKey.length === 64
    const signer = taproot ? held.key.tweak(crypto.taggedHash('TapTweak', held.key.publicKey.subarray(1, 33))) : held.key
    for (const index of indexes) psbt.signInput(index, signer)
  }
}

/** `[{ address, index }]` (Unisat's and WalletConnect's shape) grouped as `{ address: indexes }`. */
export function byAddress(inputs: readonly { address: string; index: number }[]): Record<string, number[]> {
  const grouped: Record<string, number[]> = {}
  for (const { address, index } of inputs) grouped[address] = [...(grouped[address] ?? []), index]
  return grouped
}

export type Path = 'standard' | 'wbip004' | 'unisat'

export interface TestWalletOptions {
  name?: string
  paths?: readonly Path[]
  accounts?: readonly TestAccount[]
  network?: Network
  /**
   * Like most Wallet Standard wallets after a page load: `accounts` stays empty until the app connects in this page,
   * which `standard:connect` with `silent` does without a prompt once the app is authorised. Otherwise the accounts
   * of an authorised app are listed at once.
   */
  listsAfterConnect?: boolean
}

type Listener = (payload: unknown) => void

export class TestBitcoinWallet {
  readonly name: string
  readonly accounts: readonly TestAccount[]
  readonly network: Network
  prompts = 0
  /** Requests since the last reset, by method. */
  readonly calls: string[] = []
  /** The next prompts are refused (4001 / -32000) while set. */
  refuse = false
  #active = 0
  #authorised = false
  /** Connected in the current page (see `listsAfterConnect` and `reload`). */
  #connectedHere = false
  readonly #listsAfterConnect: boolean
  #listeners = new Map<string, Set<Listener>>()
  readonly #paths: readonly Path[]
  #uninstall: (() => void)[] = []

  constructor({ name = 'Latch Test Wallet', paths = ['standard', 'wbip004', 'unisat'], accounts, network = networks.regtest, listsAfterConnect = false }: TestWalletOptions = {}) {
    this.name = name
    this.#listsAfterConnect = listsAfterConnect
    this.#paths = paths
    this.network = network
    this.accounts = accounts ?? [testAccount(0, network), testAccount(1, network)]
  }

  get account(): TestAccount {
    return this.accounts[this.#active] as TestAccount
  }

  /** A new page: the wallet still authorises the app, which is connected in no page yet. */
  reload(): void {
    this.#connectedHere = false
  }

  revoke(): void {
    this.#authorised = false
    this.#emit('change', [])
  }

  switchAccount(): TestAccount {
    this.#active = (this.#active + 1) % this.accounts.length
    if (this.#authorised) this.#emit('change', this.#addresses())
    return this.account
  }

  install(win: EventTarget & Record<string, unknown>): void {
    if (this.#paths.includes('standard')) this.#installStandard(win)
    if (this.#paths.includes('wbip004')) {
      win.TestWalletProviders = { BitcoinProvider: this.wbipProvider }
      const list = (win.btc_providers as unknown[] | undefined) ?? []
      win.btc_providers = [...list, { id: 'TestWalletProviders.BitcoinProvider', name: this.name, icon: 'data:image/svg+xml,<svg/>' }]
      this.#uninstall.push(() => {
        delete win.TestWalletProviders
        delete win.btc_providers
      })
    }
    if (this.#paths.includes('unisat')) {
      win.unisat = this.unisatProvider
      this.#uninstall.push(() => delete win.unisat)
    }
  }

  uninstall(): void {
    for (const f of this.#uninstall.splice(0)) f()
  }

  // — the three faces —

  readonly standardWallet = (() => {
    const wallet = this
    return {
      version: '1.0.0' as const,
      get name() {
        return wallet.name
      },
      icon: 'data:image/svg+xml,<svg/>' as const,
      chains: ['bitcoin:regtest'],
      get accounts() {
        return wallet.#authorised && (wallet.#connectedHere || !wallet.#listsAfterConnect) ? wallet.#standardAccounts() : []
      },
      features: {
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async ({ purposes }: { purposes: string[] }) => {
            wallet.calls.push(`bitcoin:connect ${purposes.join(',')}`)
            await wallet.#prompt()
            wallet.#connectedHere = true
            return { accounts: wallet.#standardAccounts() }
          },
        },
        'standard:connect': {
          version: '1.0.0',
          connect: async (input?: { silent?: boolean }) => {
            wallet.calls.push(`standard:connect${input?.silent ? ' silent' : ''}`)
            if (!wallet.#authorised) {
              if (input?.silent) return { accounts: [] }
              await wallet.#prompt()
            }
            wallet.#connectedHere = true
            return { accounts: wallet.#standardAccounts() }
          },
        },
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) => {
            await wallet.#prompt()
            return inputs.map(({ account, message }) => ({ signedMessage: message, signature: Buffer.from(wallet.#sign(account.address, Buffer.from(message).toString()), 'base64') }))
          },
        },
        'bitcoin:signTransaction': {
          version: '1.0.0',
          signTransaction: async (...inputs: { psbt: Uint8Array; chain: string; inputsToSign: { account: { address: string }; signingIndexes: number[] }[] }[]) => {
            await wallet.#prompt()
            return inputs.map(({ psbt, chain, inputsToSign }) => {
              wallet.calls.push(`bitcoin:signTransaction ${chain}`)
              const p = Psbt.fromBuffer(psbt, { network: wallet.network })
              signWith(p, wallet.account, Object.fromEntries(inputsToSign.map((i) => [i.account.address, i.signingIndexes])))
              return { signedPsbt: p.toBuffer() }
            })
          },
        },
        'standard:events': { version: '1.0.0', on: (event: string, listener: Listener) => wallet.#on(event === 'change' ? 'standard-change' : event, listener) },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      },
    }
  })()

  readonly wbipProvider = {
    request: async (method: string, params?: unknown) => {
      this.calls.push(method)
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
      const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })
      try {
        switch (method) {
          case 'wallet_connect':
            await this.#prompt()
            return ok({ id: 'x', addresses: this.#wbipAddresses(), walletType: 'software' })
          case 'wallet_getAccount':
            return this.#authorised ? ok({ id: 'x', addresses: this.#wbipAddresses(), walletType: 'software' }) : fail(-32002, 'Access denied')
          case 'wallet_disconnect':
            return ok(null)
          case 'signMessage': {
            const { address, message, protocol } = params as { address: string; message: string; protocol?: string }
            if (protocol !== 'BIP322') return fail(-32602, 'only BIP322 here')
            await this.#prompt()
            return ok({ signature: this.#sign(address, message), address, protocol })
          }
          case 'signPsbt': {
            const { psbt, signInputs } = params as { psbt: string; signInputs: Record<string, number[]> }
            await this.#prompt()
            const p = Psbt.fromBase64(psbt, { network: this.network })
            signWith(p, this.account, signInputs)
            return ok({ psbt: p.toBase64() })
          }
          default:
            return fail(-32601, 'Method not found')
        }
      } catch (error) {
        return fail((error as { code?: number }).code ?? -32603, (error as Error).message)
      }
    },
    addListener: (event: string, listener: Listener) => this.#on(event === 'accountChange' ? 'wbip-accountChange' : event, listener),
  }

  readonly unisatProvider = {
    requestAccounts: async () => {
      await this.#prompt()
      return [this.account.payment.address]
    },
    getAccounts: async () => (this.#authorised ? [this.account.payment.address] : []),
    getPublicKey: async () => this.account.payment.publicKey,
    signMessage: async (message: string, type?: string) => {
      // Unisat's types: BIP-322 for segwit and taproot, legacy ECDSA (what bip322-js gives a P2PKH key) for 1…/m…/n….
      const legacy = this.account.payment.address.startsWith('m') || this.account.payment.address.startsWith('n')
      if (type !== (legacy ? 'ecdsa' : 'bip322-simple')) throw new Error(`test wallet: ${type} is not how this address signs`)
      await this.#prompt()
      return this.#sign(this.account.payment.address, message)
    },
    signPsbt: async (psbtHex: string, options?: { toSignInputs?: { index: number; address?: string }[] }) => {
      await this.#prompt()
      const p = Psbt.fromHex(psbtHex, { network: this.network })
      signWith(p, this.account, byAddress((options?.toSignInputs ?? []).map(({ index, address }) => ({ index, address: address ?? this.account.payment.address }))))
      return p.toHex()
    },
    on: (event: string, listener: Listener) => void this.#on(`unisat-${event}`, listener),
    removeListener: (event: string, listener: Listener) => void this.#listeners.get(`unisat-${event}`)?.delete(listener),
  }

  // — internals —

  async #prompt(): Promise<void> {
    this.prompts++
    if (this.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    this.#authorised = true
  }

  #sign(address: string, message: string): string {
    const key = [this.account.payment, this.account.ordinals].find((k) => k.address === address)
    if (!key) throw new Error(`test wallet: no key for ${address}`)
    return Signer.sign(key.wif, address, message) as string
  }

  #addresses() {
    return [this.account.payment, this.account.ordinals]
  }

  #standardAccounts() {
    return this.#addresses().map((k) => ({ address: k.address, publicKey: Buffer.from(k.publicKey, 'hex'), chains: ['bitcoin:regtest'], features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] }))
  }

  #wbipAddresses() {
    return [
      { address: this.account.payment.address, publicKey: this.account.payment.publicKey, purpose: 'payment', addressType: 'p2wpkh' },
      { address: this.account.ordinals.address, publicKey: this.account.ordinals.publicKey, purpose: 'ordinals', addressType: 'p2tr' },
    ]
  }

  #on(event: string, listener: Listener): () => void {
    const set = this.#listeners.get(event) ?? new Set()
    this.#listeners.set(event, set)
    set.add(listener)
    return () => set.delete(listener)
  }

  /** 'change' goes to each face in its own shape; [] means the dapp lost access. */
  #emit(_event: 'change', keys: TestKey[]): void {
    const addresses = keys.map((k) => k.address)
    for (const l of this.#listeners.get('standard-change') ?? []) l({ accounts: keys.length ? this.#standardAccounts() : [] })
    for (const l of this.#listeners.get('wbip-accountChange') ?? []) l({ type: 'accountChange', addresses: keys.length ? this.#wbipAddresses() : [] })
    for (const l of this.#listeners.get('unisat-accountsChanged') ?? []) l(addresses.slice(0, 1))
  }

  #installStandard(win: EventTarget): void {
    // As @wallet-standard/wallet's registerWallet: announce now, and answer every app that says it is ready.
    const callback = ({ register }: { register(wallet: unknown): () => void }) => {
      this.#uninstall.push(register(this.standardWallet))
    }
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
    const onReady = (event: Event) => callback((event as CustomEvent).detail)
    win.addEventListener('wallet-standard:app-ready', onReady)
    this.#uninstall.push(() => win.removeEventListener('wallet-standard:app-ready', onReady))
  }
}

/** Node has no `window`: a bare EventTarget there for the adapter to discover wallets on. */
export function installFakeWindow(): { window: EventTarget & Record<string, unknown>; restore(): void } {
  const window = new EventTarget() as EventTarget & Record<string, unknown>
  Object.assign(globalThis, { window })
  return { window, restore: () => Reflect.deleteProperty(globalThis, 'window') }
}
