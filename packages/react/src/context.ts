'use client'
import { createContext } from 'react'
import type { AppKit } from './types'

/** The instance <AppKitProvider> gives its subtree; hooks fall back to the one createAppKit registered. */
export const AppKitContext = createContext<AppKit | undefined>(undefined)
AppKitContext.displayName = 'AppKitContext'
