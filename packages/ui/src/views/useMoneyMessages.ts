import { useEffect, useState } from 'react'
import { loadMoneyMessages, moneyMessagesReady } from '../i18n/money/load'

/** Whether the Swap / Buy / Receive words are here in `locale`; fetches them (once) when not, then renders again. */
export function useMoneyMessages(locale: string): boolean {
  const [, rerender] = useState(0)
  const ready = moneyMessagesReady(locale)
  useEffect(() => {
    if (ready) return
    let live = true
    const done = () => live && rerender((n) => n + 1)
    loadMoneyMessages(locale).then(done, done)
    return () => {
      live = false
    }
  }, [locale, ready])
  return ready
}
