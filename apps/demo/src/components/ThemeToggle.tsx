import { useAppKitTheme } from '@latch/react'
import { useEffect } from 'react'

/** Flips the modal's theme through AppKit and paints the demo page to match. */
export function ThemeToggle() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <button type="button" data-testid="demo-theme-toggle" aria-label={`Switch to ${next} theme`} onClick={() => setThemeMode(next)}>
      {themeMode === 'dark' ? 'Light' : 'Dark'} theme
    </button>
  )
}
