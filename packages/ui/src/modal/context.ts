import type { LatchClient, LatchSnapshot } from '@latch/core'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Translate } from '../i18n/translate'

export interface ModalContextValue {
  client: LatchClient
  t: Translate
  locale: string
}

export const ModalContext = createContext<ModalContextValue | null>(null)

export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new Error('Latch views must be rendered inside <LatchModal>')
  return value
}

/** The instance's snapshot; re-renders when it changes (the snapshot is stable between changes). */
export function useSnapshot(): LatchSnapshot {
  const { client } = useModalContext()
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot)
}
