'use client'
import type { LatchSnapshot, ThemeMode, ThemeVariables } from '@latch/core'
import { useAppKitInstance } from './useAppKitInstance'
import { useAppKitSelector } from './useAppKitSelector'

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

const selectTheme = (snapshot: LatchSnapshot) => snapshot.theme

/** https://docs.reown.com/appkit/react/core/hooks#useappkittheme */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const { setThemeMode, setThemeVariables } = useAppKitInstance()
  const { themeMode, themeVariables } = useAppKitSelector(selectTheme)
  return { themeMode, themeVariables, setThemeMode, setThemeVariables }
}
