import { useEffect, useState } from 'react'
import { en, type Messages } from './en'
import { loadCatalogue, loadedCatalogue } from './translate'

/**
 * The messages to render in `locale`. A catalogue that is not here yet is fetched, and the modal shows
 * English meanwhile rather than nothing: the chunk is small and usually lands before the first view's own
 * chunk does. If it never lands (offline, a dropped chunk) the modal stays English.
 */
export function useCatalogue(locale: string): Messages {
  const [fetched, setFetched] = useState<{ locale: string; messages: Messages }>()
  useEffect(() => {
    if (loadedCatalogue(locale)) return
    let live = true
    loadCatalogue(locale).then(
      (messages) => live && setFetched({ locale, messages }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [locale])
  return loadedCatalogue(locale) ?? (fetched?.locale === locale ? fetched.messages : en)
}
