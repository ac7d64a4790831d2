import type { CaipNetwork } from '@latch/core'
import { chainIdOf, toHexChainId } from './chainId'
import { toChainNotSupportedError, toWalletError } from './errors'
import { providerErrorCode, UNKNOWN_CHAIN_CODES } from './providerErrorCode'
import type { Eip1193Provider } from './types'

/**
 * Moves the wallet to `network`: wallet_switchEthereumChain, and when the wallet doesn't know the
 * chain (spec §4 codes), wallet_addEthereumChain followed by a second switch, because some wallets
 * add a chain without switching to it.
 */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(chainIdOf(network.caipNetworkId) ?? Number(network.id))
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
    return
  } catch (error) {
    const code = providerErrorCode(error)
    if (code === undefined || !UNKNOWN_CHAIN_CODES.has(code)) throw toWalletError(error)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network, chainId)] })
  } catch (error) {
    throw toChainNotSupportedError(error)
  }
  try {
    await switchTo()
  } catch (error) {
    const code = providerErrorCode(error)
    throw code !== undefined && UNKNOWN_CHAIN_CODES.has(code) ? toChainNotSupportedError(error) : toWalletError(error)
  }
}

/** EIP-3085 parameters; optional arrays are left out rather than sent empty, which some wallets reject. */
export function addChainParameters(network: CaipNetwork, chainId: string): Record<string, unknown> {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  }
}
