'use client'
import { type ButtonLabels, buttonLabels, resolveLocale } from '@latch/ui'
import { useSyncExternalStore } from 'react'
import { useAppKitInstance } from './useAppKitInstance'

// The language does not change while the page lives; React still compares the client's answer with the server's.
const noChange = () => () => {}

/**
 * The header buttons' words in the modal's language: the host's `locale`, else the browser's. A server cannot know the
 * browser's language, so it (and hydration after it) renders the host's `locale`, else English; React then renders
 * the browser's. A page rendered only in the browser shows its language from the first paint.
 */
export function useButtonLabels(): { locale: string; labels: ButtonLabels } {
  const requested = useAppKitInstance().client.options.locale
  const locale = useSyncExternalStore(
    noChange,
    () => resolveLocale(requested),
    () => resolveLocale(requested, { browser: false }),
  )
  return { locale, labels: buttonLabels(locale) }
}
