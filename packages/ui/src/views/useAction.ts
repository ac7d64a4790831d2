import { useCallback, useState } from 'react'

/**
 * One user action at a time (submit a form, resend a code): whether it runs, and the message of its last
 * failure — what every form of the modal shows the same way.
 */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setError(undefined)
    try {
      await action()
      return true
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
      return false
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error, run }
}
