import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

afterEach(cleanup)

describe('header buttons', () => {
  it('connect: named, clickable, busy while loading', () => {
    const onClick = vi.fn()
    const { rerender } = render(<ConnectButton label="Connect Wallet" onClick={onClick} />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(onClick).toHaveBeenCalledOnce()
    rerender(<ConnectButton label="Connecting..." loading />)
    expect(screen.getByTestId('latch-connect-button').getAttribute('aria-busy')).toBe('true')
  })

  it('account: short address, optional balance, named by what it shows, the full address as its description', () => {
    render(<AccountButton address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" balance="1.00 ETH" />)
    const button = screen.getByRole('button', { name: '1.00 ETH 0xf39F…2266', description: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(button.getAttribute('aria-label')).toBeNull()
  })

  it('network: name, and an image only from a safe source', () => {
    const { rerender } = render(<NetworkButton name="Anvil" image="javascript:alert(1)" />)
    expect(screen.getByTestId('latch-network-button').querySelector('img')).toBeNull()
    rerender(<NetworkButton name="Anvil" image="https://img.test/a.png" />)
    expect(screen.getByTestId('latch-network-button').querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.png')
  })

  it('styles are adopted as a constructed sheet, not a <style> tag (strict CSP)', () => {
    render(<ConnectButton label="x" />)
    expect(document.querySelectorAll('style').length).toBe(0)
  })
})
