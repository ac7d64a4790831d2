/**
 * A scripted Farcaster wallet for tests: it holds one custody key, registers it an fid on the local IdRegistry, and
 * approves Sign In With Farcaster requests the way Farcaster's app does: it reads the channel's parameters from the
 * relay, signs the SIWF message (EIP-4361, EIP-191 personal_sign) and sends it with the profile to the relay.
 */
import { createAppClient, createWalletClient as createFarcasterWalletClient, viemConnector } from '@farcaster/auth-client'
import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestFarcasterWalletError } from './errors'
import { ID_REGISTRY_ABI, ID_REGISTRY_ADDRESS } from './idRegistry'

export type CreateTestFarcasterWalletParameters = {
  /** The relay, as auth-client's `relay` option takes it: @latch/local-farcaster's `startFarcasterRelay().url`. */
  relayUrl: string
  /** The relay's secret (X-Farcaster-Auth-Relay-Key), which only Farcaster's own wallet holds in production. */
  authKey: string
  /** The chain holding the IdRegistry: an anvil with @latch/local-farcaster's installFarcasterRegistries. */
  rpcUrl: string
  /** The custody key. Registering its fid sends a transaction, so the address needs gas. */
  privateKey: Hex
  /** Sent to the relay with each approval: lower case, 1 to 16 of a-z 0-9 -, optionally ending in .eth. */
  username: string
  displayName?: string
  pfpUrl?: string
  bio?: string
}

/** What the wallet signed and sent for one channel. */
export type TestFarcasterApproval = {
  channelToken: string
  fid: number
  /** The SIWF message, as the app's verifySignInMessage takes it. */
  message: string
  signature: Hex
  nonce: string
  domain: string
}

export type TestFarcasterWallet = {
  /** The custody address. */
  readonly address: Hex
  /** The custody address's fid, once `register()` (or the first `approve`) has read or created it. */
  readonly fid: number | undefined
  /** The fid the custody address holds, registering the next free one first when it holds none. */
  register(): Promise<number>
  /**
   * Approves the sign-in request behind `url` (the channel's `url` or `connectUri`: it carries `channelToken`),
   * registering first if needed. It signs whatever the channel asks for: a test that wants a refusal simply does
   * not call this. Approve each channel once: the wallet reads the channel's status first, and the relay closes a
   * completed channel when its status is read, so a second approval (from another wallet object) would take the
   * answer the app is waiting for; this wallet refuses its own repeats without asking the relay.
   */
  approve(url: string): Promise<TestFarcasterApproval>
}

export function createTestFarcasterWallet(parameters: CreateTestFarcasterWalletParameters): TestFarcasterWallet {
  const { relayUrl, authKey, rpcUrl, username, displayName, pfpUrl, bio } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const ethereum = viemConnector({ rpcUrl })
  const farcaster = createFarcasterWalletClient({ relay: relayUrl, ethereum })
  const app = createAppClient({ relay: relayUrl, ethereum })
  let fid: number | undefined
  // Reading a completed channel's status closes it, so approving one twice would steal the app's answer.
  const approved = new Set<string>()

  const readFid = async () => Number(await publicClient.readContract({ address: ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_ABI, functionName: 'idOf', args: [account.address] }))

  async function register(): Promise<number> {
    if (fid !== undefined) return fid
    let found = await readFid()
    if (found === 0) {
      // chain: null: the test's anvil may use any chain id, and viem reads it from the node.
      const hash = await createWalletClient({ account, transport }).writeContract({ chain: null, address: ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_ABI, functionName: 'register' })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new TestFarcasterWalletError(`Registering an fid for ${account.address} reverted (${hash}).`)
      found = await readFid()
    }
    fid = found
    return found
  }

  async function approve(url: string): Promise<TestFarcasterApproval> {
    const parsed = farcaster.parseSignInURI({ uri: url })
    if (parsed.isError) throw new TestFarcasterWalletError(`Not a sign-in URL: ${url} (${parsed.error?.message})`)
    const { channelToken } = parsed
    if (approved.has(channelToken)) throw new TestFarcasterWalletError(`Channel ${channelToken} is already approved by this wallet.`)
    const myFid = await register()
    // The channel's parameters (uri, domain, nonce, time bounds) come from its status, as Farcaster's app reads them.
    const status = await app.status({ channelToken })
    if (status.isError) throw new TestFarcasterWalletError(`The relay at ${relayUrl} did not answer: ${status.error?.message}`)
    if (status.response.status !== 202) throw new TestFarcasterWalletError(`Channel ${channelToken} is not waiting for a signature (relay answered ${status.response.status}).`)
    const params = status.data.signatureParams
    const nonce = params.nonce ?? status.data.nonce
    const built = farcaster.buildSignInMessage({
      address: account.address,
      fid: myFid,
      uri: params.siweUri,
      domain: params.domain,
      nonce,
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
    })
    if (built.isError) throw new TestFarcasterWalletError(`Cannot build the sign-in message for channel ${channelToken}: ${built.error?.message}`)
    const signature = await account.signMessage({ message: built.message })
    const sent = await farcaster.authenticate({
      channelToken,
      authKey,
      message: built.message,
      signature,
      fid: myFid,
      authMethod: 'custody',
      username,
      ...(displayName !== undefined ? { displayName } : {}),
      ...(pfpUrl !== undefined ? { pfpUrl } : {}),
      ...(bio !== undefined ? { bio } : {}),
    })
    if (sent.isError) throw new TestFarcasterWalletError(`The relay at ${relayUrl} did not answer: ${sent.error?.message}`)
    if (sent.response.status !== 201) throw new TestFarcasterWalletError(`The relay refused the signature for channel ${channelToken} (${sent.response.status}): ${JSON.stringify(sent.data)}`)
    approved.add(channelToken)
    return { channelToken, fid: myFid, message: built.message, signature, nonce, domain: params.domain }
  }

  return {
    address: account.address,
    get fid() {
      return fid
    },
    register,
    approve,
  }
}
