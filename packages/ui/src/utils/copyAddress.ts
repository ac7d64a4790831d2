import type { LatchClient } from '@latch/core'
import type { MessageKey } from '../i18n/en'

/** Copies an address to the clipboard and says how it went in a snackbar (a page without clipboard access fails). */
export async function copyAddress(client: Pick<LatchClient, 'showSnackbar'>, address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    client.showSnackbar('success', 'account.copied' satisfies MessageKey)
  } catch {
    client.showSnackbar('error', 'account.copyFailed' satisfies MessageKey)
  }
}
