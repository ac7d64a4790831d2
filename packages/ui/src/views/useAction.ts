import { useCallback, useState } from 'react'
import { errorText } from '../i18n/errorText'
import { useModalContext } from '../modal/context'

/**
 * One user action at a time (submit a form, resend a code): whether it runs, and the message of its last
 * failure — what every form of the modal shows the same way. The failure is kept as thrown and worded at
 * render, so its text follows the modal's language even when the catalogue lands after the failure.
 */
export function useAction() {
  const { t } = useModalContext()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setFailure(undefined)
    try {
      await action()
      return true
    } catch (error) {
      setFailure({ error })
      return false
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error: failure && errorText(t, failure.error), run }
}
