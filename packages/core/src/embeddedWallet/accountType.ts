/**
 * The EOA / smart-account choice (spec §1, §4): the frame is asked to use the type; what it then reports becomes the
 * connection, so the address changes everywhere (account state, hooks, balance, activity). A failed switch leaves
 * the wallet on EOA and stores that (spec §4).
 */
import type { FrameClient } from '@latch/frame-bridge'
import type { LatchContext } from '../state/context'
import { refreshEmbeddedUser } from './embeddedUser'
import { fromFrameError } from './frame'
import { askFrameForAccountType } from './preferences'

type AccountType = 'eoa' | 'smartAccount'

export async function setPreferredAccountType(ctx: LatchContext, client: FrameClient, type: AccountType): Promise<AccountType> {
  const applied = await askFrameForAccountType(ctx, client, type)
  try {
    await refreshEmbeddedUser(ctx, client)
  } catch (error) {
    throw fromFrameError(error)
  }
  return applied
}
