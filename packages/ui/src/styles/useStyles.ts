import { useInsertionEffect } from 'react'
import { adoptStyles } from './adopt'

/** Adopts a stylesheet before the first paint of the component using it (never on a server). */
export function useStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    adoptStyles(typeof document === 'undefined' ? undefined : document, id, css)
  }, [id, css])
}
