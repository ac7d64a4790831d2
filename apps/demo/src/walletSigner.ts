import { BrowserProvider, type Eip1193Provider, type JsonRpcSigner } from 'ethers'

/**
 * An ethers signer over the connected wallet's EIP-1193 provider, the way a dapp uses AppKit's provider.
 * 'any' network: the user may switch chains between two calls, and ethers must follow rather than throw.
 */
export async function signerFor(walletProvider: unknown, address: string): Promise<JsonRpcSigner> {
  if (!walletProvider) throw new Error('Connect a wallet first.')
  const provider = new BrowserProvider(walletProvider as Eip1193Provider, 'any')
  return provider.getSigner(address)
}

/** The short, human part of a wallet/ethers error (4001 rejections read as "Rejected by the wallet."). */
export function errorText(error: unknown): string {
  const e = error as { code?: unknown; shortMessage?: string; message?: string; info?: { error?: { code?: number } } }
  if (e?.code === 4001 || e?.code === 'ACTION_REJECTED' || e?.code === 'USER_REJECTED' || e?.info?.error?.code === 4001) return 'Rejected by the wallet.'
  return e?.shortMessage ?? e?.message ?? String(error)
}
