/** The whole local ERC-4337 stack on one dev chain: contracts at their canonical addresses, a bundler, a paymaster. */
import { type BundlerHandle, startBundler } from './bundler'
import { deployAccountAbstraction } from './deploy'
import { type PaymasterHandle, startPaymaster } from './paymaster/startPaymaster'

export interface StartLocal4337Options {
  rpcUrl: string
  chainId: number
  /** Defaults to 127.0.0.1 (the bundler listens there only). */
  host?: string
  bundlerPort: number
  /** 0 picks a free port. */
  paymasterPort: number
  sponsorName?: string
}

export interface Local4337Handle {
  entryPoint: string
  accountFactory: string
  bundlerUrl: string
  paymasterUrl: string
  bundler: BundlerHandle
  paymaster: PaymasterHandle
  stop(): Promise<void>
}

/** If either service fails to start, the other is stopped before the error propagates. */
export async function startLocal4337({ rpcUrl, chainId, host = '127.0.0.1', bundlerPort, paymasterPort, sponsorName }: StartLocal4337Options): Promise<Local4337Handle> {
  const { entryPoint, accountFactory } = await deployAccountAbstraction({ rpcUrl })
  const [bundler, paymaster] = await Promise.allSettled([
    startBundler({ rpcUrl, host, port: bundlerPort }),
    startPaymaster({ rpcUrl, chainId, host, port: paymasterPort, ...(sponsorName === undefined ? {} : { sponsorName }) }),
  ])
  if (bundler.status === 'rejected' || paymaster.status === 'rejected') {
    await Promise.all([bundler.status === 'fulfilled' ? bundler.value.stop() : undefined, paymaster.status === 'fulfilled' ? paymaster.value.stop() : undefined])
    throw bundler.status === 'rejected' ? bundler.reason : (paymaster as PromiseRejectedResult).reason
  }
  return {
    entryPoint,
    accountFactory,
    bundlerUrl: bundler.value.url,
    paymasterUrl: paymaster.value.url,
    bundler: bundler.value,
    paymaster: paymaster.value,
    async stop() {
      await Promise.all([bundler.value.stop(), paymaster.value.stop()])
    },
  }
}
