/**
 * A polkadot{.js}-compatible injected extension for tests: what `injectExtension` puts at
 * `window.injectedWeb3[name]`, backed by real @polkadot/keyring pairs, approving or rejecting on command.
 */
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { defaultStorage, type TestWalletStorage } from '../shared/storage'
import { TestExtensionError } from './errors'
import { createOriginAccess } from './originAccess'
import { createExtensionPolicy, type OnTestExtensionRequest, type TestExtensionMode, type TestExtensionPolicyControl } from './policy'
import { decodeSignerPayload, type TestSignerPayloadJSON } from './signPayload'

export type { TestSignerPayloadJSON } from './signPayload'

export type TestKeyType = 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'

/** One account of the extension: a secret URI (`//Alice`, a mnemonic, a hex seed) and its key type. */
export type TestExtensionAccountInput = { uri: string; type?: TestKeyType; name?: string }

/** An account as extensions hand it to dapps (`InjectedAccount` of @polkadot/extension-inject). */
export type TestInjectedAccount = { address: string; genesisHash: string | null; name: string; type: TestKeyType }

/** `SignerPayloadRaw` of @polkadot/types, restated so the kit needs no @polkadot/api. */
export type TestSignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }
export type TestSignerResult = { id: number; signature: `0x${string}` }

/** What `enable(origin)` resolves with (`Injected` of @polkadot/extension-inject, without metadata/provider). */
export type TestInjected = {
  accounts: {
    get(anyType?: boolean): Promise<TestInjectedAccount[]>
    subscribe(callback: (accounts: TestInjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    /** Signs an extrinsic payload as polkadot{.js} does (what @polkadot/api's `signAndSend` asks for). */
    signPayload(payload: TestSignerPayloadJSON): Promise<TestSignerResult>
    signRaw(payload: TestSignerPayloadRaw): Promise<TestSignerResult>
  }
}

/** The object at `injectedWeb3[key]` (`InjectedWindowProvider`). */
export type TestInjectedWindowProvider = { enable(originName: string): Promise<TestInjected>; version: string }

export type CreateTestPolkadotExtensionParameters = {
  /** The `injectedWeb3` key, which dapps use as the wallet's id. Defaults to `latch-test`. */
  key?: string
  version?: string
  /** Defaults to `//Alice` (sr25519) and `//Bob` (ed25519). */
  accounts?: readonly TestExtensionAccountInput[]
  /** Defaults to `approve`. */
  mode?: TestExtensionMode
  /** Decides a request before the mode does. */
  onRequest?: OnTestExtensionRequest
  /** Origins (dapp names) authorised from the start, so their `enable` is silent. */
  authorizedOrigins?: readonly string[]
  /**
   * Where the extension keeps its list of allowed and denied origins, so a reload finds the dapp authorised as a
   * real extension would. Defaults to the page's localStorage in a browser, none in Node; `null`: none.
   */
  storage?: TestWalletStorage | null
}

export type TestPolkadotExtensionControl = TestExtensionPolicyControl & {
  /** Whether `origin` is authorised (any origin when omitted). */
  isAuthorized(origin?: string): boolean
  /**
   * Sets `origin` (every authorised origin when omitted) to "not allowed", as polkadot{.js}'s Manage Website Access
   * toggle does: its `enable` then fails at once without a prompt, and its subscribers hear [].
   */
  revoke(origin?: string): void
  /** Removes `origin` from the extension's list (allowed or denied), so its next `enable` prompts again. */
  forget(origin?: string): void
  /** Every address the extension holds, in the generic SS58 format (prefix 42) extensions report. */
  addresses(): string[]
  /** Shows dapps only these addresses (a subset of the keys, in this order); subscribers hear the new list. */
  setAccounts(addresses: readonly string[]): void
  /** Number of live `accounts.subscribe` callbacks (a dapp that disconnected must leave none). */
  subscriptions(): number
}

export type TestPolkadotExtension = {
  key: string
  provider: TestInjectedWindowProvider
  control: TestPolkadotExtensionControl
  /** Puts the extension at `target.injectedWeb3[key]` (a `window`, or any object); returns what removes it. */
  install(target: { injectedWeb3?: Record<string, unknown> }): () => void
}

/** The `injectedWeb3` key the extension takes unless told otherwise. */
export const DEFAULT_EXTENSION_KEY = 'latch-test'
export const DEFAULT_EXTENSION_VERSION = '0.1.0'

const DEFAULT_ACCOUNTS: readonly TestExtensionAccountInput[] = [
  { uri: '//Alice', type: 'sr25519', name: 'Alice' },
  { uri: '//Bob', type: 'ed25519', name: 'Bob' },
]

const sameKey = (a: string, b: string) => {
  try {
    return u8aToHex(decodeAddress(a)) === u8aToHex(decodeAddress(b))
  } catch {
    return false
  }
}

/** Creates the extension (async: util-crypto starts its WASM, or settles for JS, before the keys are derived). */
export async function createTestPolkadotExtension(parameters: CreateTestPolkadotExtensionParameters = {}): Promise<TestPolkadotExtension> {
  await cryptoWaitReady()
  const key = parameters.key ?? DEFAULT_EXTENSION_KEY
  const keyring = new Keyring({ ss58Format: 42 })
  const inputs = parameters.accounts ?? DEFAULT_ACCOUNTS
  if (!inputs.length) throw new TestExtensionError('createTestPolkadotExtension needs at least one account.')
  const pairs: { pair: KeyringPair; account: TestInjectedAccount }[] = inputs.map((input, i) => {
    const type = input.type ?? 'sr25519'
    const pair = keyring.addFromUri(input.uri, { name: input.name }, type)
    return { pair, account: { address: pair.address, genesisHash: null, name: input.name ?? `Account ${i + 1}`, type } }
  })
  let visible = pairs.map((p) => p.account)
  const storage = parameters.storage === undefined ? defaultStorage() : parameters.storage
  const access = createOriginAccess(storage, `latch:test-polkadot-extension:${key}:origins`, parameters.authorizedOrigins ?? [])
  const { authorized, denied } = access
  const subscribers = new Map<(accounts: TestInjectedAccount[]) => void | Promise<void>, string>()
  const policy = createExtensionPolicy(parameters.mode ?? 'approve', parameters.onRequest)
  let nextSignId = 1

  const notify = (origin?: string) => {
    for (const [callback, of] of subscribers) {
      if (origin !== undefined && of !== origin) continue
      void callback(authorized.has(of) ? visible.map((a) => ({ ...a })) : [])
    }
  }
  const requireAuthorized = (origin: string) => {
    if (!authorized.has(origin)) throw new TestExtensionError(`The source ${origin} has not been enabled yet`)
  }
  const visiblePair = (address: string) => {
    const found = pairs.find((p) => sameKey(p.account.address, address))
    if (!found || !visible.includes(found.account)) throw new TestExtensionError(`Unknown account: ${address}`)
    return found.pair
  }

  const injectedFor = (origin: string): TestInjected => ({
    accounts: {
      async get() {
        requireAuthorized(origin)
        return visible.map((a) => ({ ...a }))
      },
      subscribe(callback) {
        subscribers.set(callback, origin)
        // polkadot{.js} answers a subscription with the current list straight away.
        queueMicrotask(() => {
          if (subscribers.has(callback)) void callback(authorized.has(origin) ? visible.map((a) => ({ ...a })) : [])
        })
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: {
      async signPayload(payload) {
        requireAuthorized(origin)
        // Decoded before the prompt: a payload the extension cannot read never reaches the user.
        const decoded = decodeSignerPayload(payload)
        const pair = visiblePair(decoded.json.address)
        await policy.ask({ method: 'signPayload', origin, address: decoded.json.address, detail: decoded.json.method, payload: decoded.json })
        return { id: nextSignId++, signature: decoded.sign(pair) }
      },
      async signRaw({ address, data, type }) {
        requireAuthorized(origin)
        const pair = visiblePair(address)
        if (type !== 'bytes') throw new TestExtensionError(`signRaw of type ${type} is not supported by the test extension`)
        await policy.ask({ method: 'signRaw', origin, address, detail: data })
        // Extensions sign `<Bytes>data</Bytes>` so a signed message can never be a valid transaction payload.
        return { id: nextSignId++, signature: u8aToHex(pair.sign(u8aWrapBytes(data))) }
      },
    },
  })

  const provider: TestInjectedWindowProvider = {
    version: parameters.version ?? DEFAULT_EXTENSION_VERSION,
    async enable(originName) {
      if (typeof originName !== 'string' || !originName) throw new TestExtensionError('enable needs the dapp name')
      if (authorized.has(originName)) await policy.ask({ method: 'silentEnable', origin: originName })
      else if (denied.has(originName)) {
        await policy.ask({ method: 'deniedEnable', origin: originName })
        throw new TestExtensionError(`The source ${originName} is not allowed to interact with this extension`)
      } else {
        await policy.ask({ method: 'enable', origin: originName })
        access.allow(originName)
      }
      return injectedFor(originName)
    },
  }

  return {
    key,
    provider,
    control: {
      ...policy.control,
      isAuthorized: (origin) => (origin === undefined ? authorized.size > 0 : authorized.has(origin)),
      revoke(origin) {
        const gone = origin === undefined ? [...authorized] : [origin]
        for (const o of gone) access.deny(o)
        for (const o of gone) notify(o)
      },
      forget(origin) {
        const gone = origin === undefined ? [...authorized, ...denied] : [origin]
        for (const o of gone) access.forget(o)
        for (const o of gone) notify(o)
      },
      addresses: () => pairs.map((p) => p.account.address),
      setAccounts(addresses) {
        visible = addresses.map((address) => {
          const found = pairs.find((p) => sameKey(p.account.address, address))
          if (!found) throw new TestExtensionError(`Unknown account: ${address}`)
          return found.account
        })
        notify()
      },
      subscriptions: () => subscribers.size,
    },
    install(target) {
      target.injectedWeb3 ??= {}
      const slot = target.injectedWeb3
      slot[key] = provider
      return () => {
        if (slot[key] === provider) delete slot[key]
      }
    },
  }
}
