/**
 * What the app and the frame keep in step: the preferred account type (spec §4: the wallet's value,
 * else the stored one, else the default; a failed switch falls back to EOA), the smart-account networks
 * (a failed read empties the stored list), and the modal's theme and the dapp's data.
 */
import type { FrameClient } from '@latch/frame-bridge'
import { preferredAccountTypeOf } from '../accounts/preferredAccountType'
import { updateNetwork } from '../chains/namespaceState'
import { LATCH_VERSION } from '../constants'
import { themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { fromFrameError } from './frame'
import { themeSyncPayload } from './themeSync'

type AccountType = 'eoa' | 'smartAccount'

/** What the frame is asked for before it has answered: the stored preference, else EOA. */
export function preferredAccountType(ctx: LatchContext): AccountType {
  return preferredAccountTypeOf(ctx, EMBEDDED_WALLET_NAMESPACE) === 'smartAccount' ? 'smartAccount' : 'eoa'
}

/** Asks the frame to use `type`; when it cannot, the wallet stays (and is stored as) EOA. */
export async function askFrameForAccountType(ctx: LatchContext, client: FrameClient, type: AccountType): Promise<AccountType> {
  try {
    const result = await client.request('SET_PREFERRED_ACCOUNT', { type })
    ctx.storage.setPreferredAccountType(EMBEDDED_WALLET_NAMESPACE, result.type)
    return result.type
  } catch (error) {
    ctx.logger.warn('could not set the preferred account type', fromFrameError(error))
    ctx.storage.setPreferredAccountType(EMBEDDED_WALLET_NAMESPACE, 'eoa')
    return 'eoa'
  }
}

export async function refreshSmartAccountNetworks(ctx: LatchContext, client: FrameClient): Promise<number[]> {
  try {
    const { smartAccountEnabledNetworks } = await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
    ctx.storage.setSmartAccountEnabledNetworks(smartAccountEnabledNetworks)
    updateNetwork(ctx, EMBEDDED_WALLET_NAMESPACE, { smartAccountEnabledNetworks })
    return smartAccountEnabledNetworks
  } catch (error) {
    ctx.logger.warn('could not read the smart-account networks', fromFrameError(error))
    ctx.storage.setSmartAccountEnabledNetworks([])
    updateNetwork(ctx, EMBEDDED_WALLET_NAMESPACE, { smartAccountEnabledNetworks: [] })
    return []
  }
}

/** Theme, dapp data and smart-account networks: best effort, after a login or a restore. */
export async function syncFrame(ctx: LatchContext, client: FrameClient): Promise<void> {
  const { metadata, projectId } = ctx.options
  await Promise.allSettled([
    client.request('SYNC_THEME', themeSyncPayload(ctx.store.get(themeAtom))),
    client.request('SYNC_DAPP_DATA', {
      projectId,
      sdkType: 'latch',
      sdkVersion: LATCH_VERSION,
      ...(metadata ? { metadata: { name: metadata.name, description: metadata.description, url: metadata.url, icons: [...metadata.icons] } } : {}),
    }),
    refreshSmartAccountNetworks(ctx, client),
  ])
}
