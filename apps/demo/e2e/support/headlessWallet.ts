import * as hwpModule from 'headless-web3-provider'

// The package ships CommonJS whose exports Node's ESM loader cannot name, so take them off `default` when present.
const hwp = ((hwpModule as unknown as { default?: typeof hwpModule }).default ?? hwpModule) as typeof hwpModule

export const { injectHeadlessWeb3Provider, makeHeadlessWeb3Provider, Web3RequestKind } = hwp
export type Wallet = hwpModule.Web3ProviderBackend
export type RequestKind = hwpModule.Web3RequestKind

/** Approves the wallet's next pending `kind` prompt, failing (instead of hanging) if none arrives. */
export async function approve(wallet: Wallet, kind: RequestKind, timeoutMs = 15_000): Promise<void> {
  await withTimeout(wallet.authorize(kind), timeoutMs, `the wallet never received a ${kind} request`)
}

/** Rejects the wallet's next pending `kind` prompt with EIP-1193 4001. */
export async function decline(wallet: Wallet, kind: RequestKind, timeoutMs = 15_000): Promise<void> {
  await withTimeout(wallet.reject(kind), timeoutMs, `the wallet never received a ${kind} request`)
}

/** Records the method of every request the page makes to the wallet (to prove what was, and wasn't, asked). */
export function recordWalletCalls(wallet: Wallet): string[] {
  const calls: string[] = []
  const request = wallet.request.bind(wallet)
  wallet.request = (req) => {
    calls.push(req.method)
    return request(req)
  }
  return calls
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
