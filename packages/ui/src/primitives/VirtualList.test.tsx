import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualList } from './VirtualList'

afterEach(cleanup)

const items = (n: number) => Array.from({ length: n }, (_, i) => `row ${i}`)
const list = (rows: string[], onNearEnd?: () => void) => (
  <VirtualList items={rows} rowHeight={60} height={360} label={`${rows.length} rows`} keyOf={(r) => r} render={(r) => <span>{r}</span>} onNearEnd={onNearEnd} />
)
const scrollTo = (top: number) => {
  const el = screen.getByTestId('latch-wallet-list')
  Object.defineProperty(el, 'scrollTop', { value: top, configurable: true })
  Object.defineProperty(el, 'scrollHeight', { value: 600 * 60, configurable: true })
  Object.defineProperty(el, 'clientHeight', { value: 360, configurable: true })
  fireEvent.scroll(el)
}

describe('VirtualList', () => {
  it('draws only the rows in view plus overscan, and follows the scroll', () => {
    render(list(items(600)))
    expect(screen.getAllByText(/^row /)).toHaveLength(10)
    scrollTo(6000)
    expect(screen.getByText('row 100')).toBeTruthy()
    expect(screen.queryByText('row 0')).toBeNull()
  })

  it('asks for more when the user nears the end', () => {
    const onNearEnd = vi.fn()
    render(list(items(600), onNearEnd))
    scrollTo(600 * 60 - 360 - 100)
    expect(onNearEnd).toHaveBeenCalled()
  })

  it('a list that shrinks under a scrolled view still draws its rows at once', () => {
    const { rerender } = render(list(items(600)))
    scrollTo(20_000)
    rerender(list(items(3)))
    expect(screen.getAllByText(/^row /).map((r) => r.textContent)).toEqual(['row 0', 'row 1', 'row 2'])
  })
})
