'use client'
import { lazy, Suspense, useRef } from 'react'
import { useAppKitInstance } from '../hooks/useAppKitInstance'
import { useAppKitSelector } from '../hooks/useAppKitSelector'
import { loadModal } from '../modal/loadModal'

const LatchModal = lazy(() => loadModal().then((m) => ({ default: m.LatchModal })))

const selectOpen = (snapshot: { modal: { open: boolean } }) => snapshot.modal.open

/**
 * Embedded mode (`enableEmbedded: true`): the modal renders here, in the host's layout, instead of being
 * appended to the body. Its code loads on the first open and stays mounted after, so closing is the
 * modal's own business. Renders nothing without `enableEmbedded` (the body-mounted modal is used then).
 */
export function AppKitModal() {
  const appKit = useAppKitInstance()
  const open = useAppKitSelector(selectOpen)
  // Once opened, stay mounted: a ref, because this only ever flips to true and needs no extra render.
  const opened = useRef(false)
  if (open) opened.current = true
  if (!appKit.options.enableEmbedded || !opened.current) return null
  return (
    <Suspense fallback={null}>
      <LatchModal client={appKit.client} embedded />
    </Suspense>
  )
}
