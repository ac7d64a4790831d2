'use client'
import { AppKitNotCreatedError } from '@latch/core'
import { useContext } from 'react'
import { AppKitContext } from '../context'
import type { AppKit } from '../types'
import { getAppKit } from '../instance'

/** The nearest <AppKitProvider>'s instance, else the one createAppKit registered; throws if neither exists. */
export function useAppKitInstance(): AppKit {
  const appKit = useContext(AppKitContext) ?? getAppKit()
  if (!appKit) throw new AppKitNotCreatedError()
  return appKit
}
