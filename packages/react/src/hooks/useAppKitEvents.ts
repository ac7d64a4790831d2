'use client'
import type { LatchEvent } from '@latch/core'
import type { AppKit } from '../types'
import { useAppKitSelector } from './useAppKitSelector'

const selectEvent = (_: unknown, appKit: AppKit) => appKit.getEvent()

/** The latest event; starts as a MODAL_CLOSE track event, as Reown's does. https://docs.reown.com/appkit/react/core/hooks#useappkitevents */
export function useAppKitEvents(): LatchEvent {
  return useAppKitSelector(selectEvent)
}
