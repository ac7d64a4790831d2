import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LATCH_VERSION } from '../constants'
import { setup, user } from '../testing/embeddedWalletSetup'

describe('what the app keeps in step with the frame (spec §3 "Theme sync", "Dapp data sync")', () => {
  it('SYNC_THEME carries the variables the modal renders with — the host’s over the §9 defaults — and SYNC_DAPP_DATA the sdk version', async () => {
    const { latch, frame } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user })
    latch.setThemeVariables({ '--w3m-accent': '#ff0000', '--w3m-z-index': 2000 })
    await latch.embeddedWallet.connectEmail('ada@example.com')
    await expect.poll(() => frame.requests.find((r) => r.type === 'APP_SYNC_THEME')).toBeDefined()
    const theme = frame.requests.find((r) => r.type === 'APP_SYNC_THEME')?.payload
    expect(theme).toEqual({
      themeMode: expect.stringMatching(/^(light|dark)$/),
      themeVariables: { '--w3m-accent': '#ff0000', '--w3m-z-index': 2000 },
      w3mThemeVariables: {
        '--w3m-font-size-master': '10px',
        '--w3m-border-radius-master': '4px',
        '--w3m-z-index': 2000,
        '--w3m-modal-width': '360px',
        '--w3m-accent': '#ff0000',
      },
    })
    const dapp = frame.requests.find((r) => r.type === 'APP_SYNC_DAPP_DATA')?.payload
    expect(dapp).toMatchObject({ projectId: 'test-project', sdkType: 'latch', sdkVersion: LATCH_VERSION })
  })

  it('the sdk version is the package’s own', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(LATCH_VERSION).toBe(pkg.version)
  })
})
