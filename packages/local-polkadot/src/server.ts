import { BuildBlockMode, setStorage, setupWithServer } from '@acala-network/chopsticks'
import { ASSET_HUB_ROCOCO, assetHubRococoGenesis } from './assetHubRococo'
import { openExecutorUse } from './executorWorker'
import { endowmentStorage, type LocalPolkadotAccount, TEST_ACCOUNTS, type TestAccountName, testAccount } from './testAccounts'

/** 1,000,000 ROC in planck. */
export const DEFAULT_ENDOWMENT = 1_000_000n * 10n ** BigInt(ASSET_HUB_ROCOCO.decimals)

export type StartLocalPolkadotParameters = {
  /** Defaults to `'127.0.0.1'`. */
  host?: string
  /** 0 picks a free port. A port in use is an error (chopsticks alone would quietly take the next one). Defaults to `9944`. */
  port?: number
  /** The test accounts to endow. Defaults to all of `TEST_ACCOUNTS`. */
  accounts?: TestAccountName[]
  /** Free balance of each, in planck. Defaults to 1,000,000 ROC. */
  endowment?: bigint
}

export type StartLocalPolkadotReturnType = {
  /** WebSocket JSON-RPC endpoint (subscriptions work here only). */
  url: string
  /** HTTP JSON-RPC endpoint on the same port. */
  httpUrl: string
  port: number
  /** Block 0's hash. Chopsticks' genesis mode fixes it at `0x4545…45`, not Rococo Asset Hub's real one. */
  genesisHash: `0x${string}`
  /** `polkadot:` + the first 32 hex digits of the genesis hash (CAIP-13). */
  caipNetworkId: string
  ss58Prefix: number
  decimals: number
  symbol: string
  /** In planck; see `ASSET_HUB_ROCOCO.existentialDeposit`. */
  existentialDeposit: bigint
  /** The endowed accounts, addresses for `ss58Prefix`. */
  accounts: LocalPolkadotAccount[]
  /** Free balance each account started with, in planck. */
  endowment: bigint
  /** Stops the server and the chain; the port is free when it resolves. */
  close(): Promise<void>
}

/** The CAIP-2 chain id of a Polkadot-family chain: `polkadot:` and the first 16 bytes of its genesis hash. */
export function caipNetworkIdOf(genesisHash: string): string {
  return `polkadot:${genesisHash.replace(/^0x/, '').slice(0, 32)}`
}

/**
 * Starts chopsticks in this process, offline, on Rococo Asset Hub's genesis: every submitted extrinsic is put in a
 * block at once (build-block-mode Instant), and the test accounts hold `endowment` free balance.
 */
export async function startLocalPolkadot(parameters: StartLocalPolkadotParameters = {}): Promise<StartLocalPolkadotReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const port = parameters.port ?? 9944
  const releaseExecutor = openExecutorUse()
  let context: Awaited<ReturnType<typeof setupWithServer>>
  try {
    context = await setupWithServer({ genesis: assetHubRococoGenesis(), host, port, 'build-block-mode': BuildBlockMode.Instant })
  } catch (error) {
    await releaseExecutor()
    throw error
  }
  const close = async () => {
    try {
      await context.close()
    } finally {
      await releaseExecutor()
    }
  }
  try {
    const boundPort = Number(context.addr.slice(context.addr.lastIndexOf(':') + 1))
    if (port !== 0 && boundPort !== port) throw new Error(`Port ${port} on ${host} is in use.`)
    const meta = await context.chain.head.meta
    const constant = (pallet: string, name: string) => {
      const value = meta.consts[pallet]?.[name]
      if (!value) throw new Error(`The runtime has no constant ${pallet}.${name}.`)
      return value.toString()
    }
    const ss58Prefix = Number(constant('system', 'ss58Prefix'))
    const existentialDeposit = BigInt(constant('balances', 'existentialDeposit'))
    const accounts = await Promise.all((parameters.accounts ?? (Object.keys(TEST_ACCOUNTS) as TestAccountName[])).map((name) => testAccount(name, ss58Prefix)))
    // What the dev_setStorage RPC does, without the round trip: a storage layer on the head block.
    const endowment = parameters.endowment ?? DEFAULT_ENDOWMENT
    await setStorage(context.chain, endowmentStorage(accounts.map((a) => a.address), endowment))
    const genesisHash = (await context.chain.getBlockAt(0))?.hash as `0x${string}`
    const properties = await context.chain.api.getSystemProperties()
    return {
      url: `ws://${context.addr}`,
      httpUrl: `http://${context.addr}`,
      port: boundPort,
      genesisHash,
      caipNetworkId: caipNetworkIdOf(genesisHash),
      ss58Prefix,
      decimals: Number(properties.tokenDecimals),
      symbol: String(properties.tokenSymbol),
      existentialDeposit,
      accounts,
      endowment,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
