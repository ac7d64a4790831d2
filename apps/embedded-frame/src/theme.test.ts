// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme, themeVariablesOf } from './theme'

const html = () => document.documentElement
afterEach(() => {
  html().removeAttribute('style')
  delete html().dataset.theme
})

describe('SYNC_THEME (H3)', () => {
  it('the attack: page colour variables set to transparent are ignored, so the approval cannot be blanked', () => {
    applyTheme(html(), 'dark', { '--fg': 'transparent', '--muted': 'transparent', '--bg': 'transparent', '--accent': 'transparent', '--latch-approval-fg': '#fff' })
    expect(html().getAttribute('style') ?? '').toBe('')
    expect(html().dataset.theme).toBe('dark')
  })

  it("accepts the spec's --w3m-* variables with values of their kind, and drops the rest", () => {
    expect(
      themeVariablesOf({
        '--w3m-accent': '#3B82F6',
        '--w3m-color-mix': 'rgb(10, 20, 30)',
        '--w3m-qr-color': 'hsl(210 40% 50% / 0.5)',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-size-master': '10px',
        '--w3m-border-radius-master': '0',
        '--w3m-modal-width': '24rem',
        '--w3m-z-index': '1000',
        '--w3m-font-family': '"Segoe UI", Roboto, sans-serif',
      }),
    ).toEqual({
      '--w3m-accent': '#3B82F6',
      '--w3m-color-mix': 'rgb(10, 20, 30)',
      '--w3m-qr-color': 'hsl(210 40% 50% / 0.5)',
      '--w3m-color-mix-strength': '40',
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '0',
      '--w3m-modal-width': '24rem',
      '--w3m-z-index': '1000',
      '--w3m-font-family': '"Segoe UI", Roboto, sans-serif',
    })
    expect(
      themeVariablesOf({
        '--w3m-accent': 'transparent',
        '--w3m-color-mix': 'var(--fg)',
        '--w3m-qr-color': 'url(https://evil.example/x)',
        '--w3m-color-mix-strength': 400,
        '--w3m-font-size-master': '0.1px; color: red',
        '--w3m-modal-width': 'calc(100% - 1px)',
        '--w3m-z-index': 1.5,
        '--w3m-font-family': 'Wingdings, sans-serif',
        '--w3m-background': '#000',
        '--W3M-ACCENT': '#000',
      }),
    ).toEqual({})
  })

  it('a new theme replaces the old one: variables no longer sent are removed', () => {
    applyTheme(html(), undefined, { '--w3m-accent': '#ff0000', '--w3m-z-index': 5 })
    expect(html().style.getPropertyValue('--w3m-accent')).toBe('#ff0000')
    applyTheme(html(), 'light', { '--w3m-z-index': 6 })
    expect(html().style.getPropertyValue('--w3m-accent')).toBe('')
    expect(html().style.getPropertyValue('--w3m-z-index')).toBe('6')
  })
})
