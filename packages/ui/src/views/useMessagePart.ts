import { useEffect, useState } from 'react'
import type { MessagePart } from '../i18n/part'

/** Whether a catalogue part's words are here in `locale`; fetches them (once) when not, then renders again. */
export function useMessagePart(part: MessagePart, locale: string): boolean {
  const [, rerender] = useState(0)
  const ready = part.ready(locale)
  useEffect(() => {
    if (ready) return
    let live = true
    const done = () => live && rerender((n) => n + 1)
    part.load(locale).then(done, done)
    return () => {
      live = false
    }
  }, [part, locale, ready])
  return ready
}
