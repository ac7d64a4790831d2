/**
 * The one dynamic-import boundary of @latch/react: nothing from `@latch/ui/modal` (the modal shell and
 * its views) is in the host's first bundle. The promise is kept, so warming it from a button hover and
 * opening it later cost one request; a failed load is forgotten so the next open can retry.
 */
type ModalModule = typeof import('@latch/ui/modal')

let pending: Promise<ModalModule> | undefined

export function loadModal(): Promise<ModalModule> {
  pending ??= import('@latch/ui/modal').catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}
