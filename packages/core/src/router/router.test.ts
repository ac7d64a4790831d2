import { describe, expect, it } from 'vitest'
import { createTestLatch } from '../testing/fixtures'

const views = (latch: ReturnType<typeof createTestLatch>['latch']) => latch.getSnapshot().router.history.map((e) => e.view)

describe('router', () => {
  it('push adds a view, pushing the top view again is ignored', () => {
    const { latch } = createTestLatch([])
    latch.router.reset('Connect')
    latch.router.push('AllWallets')
    latch.router.push('AllWallets')
    expect(views(latch)).toEqual(['Connect', 'AllWallets'])
  })

  it('push keeps data; replace swaps the top; reset leaves one entry', () => {
    const { latch } = createTestLatch([])
    latch.router.reset('Connect')
    latch.router.push('ConnectingExternal', { connectorId: 'x' })
    expect(latch.getSnapshot().router).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'x' } })
    latch.router.replace('Networks')
    expect(views(latch)).toEqual(['Connect', 'Networks'])
    latch.router.reset('Account')
    expect(views(latch)).toEqual(['Account'])
  })

  it('goBack pops, and closes the modal when one entry remains', async () => {
    const { latch } = createTestLatch([])
    await latch.open({ view: 'Connect' })
    latch.router.push('AllWallets')
    latch.router.goBack()
    expect(views(latch)).toEqual(['Connect'])
    expect(latch.getSnapshot().modal.open).toBe(true)
    latch.router.goBack()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('goBackToIndex truncates to that index; out-of-range is ignored', () => {
    const { latch } = createTestLatch([])
    latch.router.reset('Connect')
    latch.router.push('AllWallets')
    latch.router.push('ConnectingExternal')
    latch.router.goBackToIndex(7)
    expect(views(latch)).toHaveLength(3)
    latch.router.goBackToIndex(0)
    expect(views(latch)).toEqual(['Connect'])
  })

  it('goBackOrCloseModal goes back with history, else closes', async () => {
    const { latch } = createTestLatch([])
    await latch.open({ view: 'Connect' })
    latch.router.push('AllWallets')
    latch.router.goBackOrCloseModal()
    expect(latch.getSnapshot()).toMatchObject({ modal: { open: true }, router: { view: 'Connect' } })
    latch.router.goBackOrCloseModal()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('on a phone ConnectingWalletConnectBasic (a QR code) is the wallet list instead, however it is reached', () => {
    const { latch } = createTestLatch([], {}, { isMobile: () => true })
    latch.router.reset('Connect')
    latch.router.push('ConnectingWalletConnectBasic')
    latch.router.replace('ConnectingWalletConnectBasic')
    expect(views(latch)).toEqual(['Connect', 'AllWallets'])
    latch.router.reset('ConnectingWalletConnectBasic')
    expect(views(latch)).toEqual(['AllWallets'])
    const desktop = createTestLatch([], {}, { isMobile: () => false }).latch
    desktop.router.reset('ConnectingWalletConnectBasic')
    expect(views(desktop)).toEqual(['ConnectingWalletConnectBasic'])
  })
})
