import { type ReactNode, useState } from 'react'

/**
 * Renders only the rows in view (plus a few either side), so a list of hundreds of wallets costs a
 * dozen DOM rows. Rows have a fixed height; `onNearEnd` asks for the next page before the user gets there.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 4,
  render,
  keyOf,
  onNearEnd,
  label,
}: {
  items: readonly T[]
  rowHeight: number
  height: number
  overscan?: number
  render: (item: T) => ReactNode
  keyOf: (item: T) => string
  onNearEnd?: () => void
  label: string
}) {
  const [scrolled, setScrollTop] = useState(0)
  // When the list shrinks under a scrolled view the browser clamps scrollTop only on a later frame;
  // clamp here so the rows that will be in view are drawn now, not an empty window.
  const scrollTop = Math.min(scrolled, Math.max(0, items.length * rowHeight - height))
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  return (
    <ul
      className="latch-vlist"
      // Height and spacers go through CSSOM (React's style prop), which a strict CSP allows.
      style={{ maxHeight: height }}
      data-testid="latch-wallet-list"
      aria-label={label}
      tabIndex={-1}
      onScroll={(e) => {
        const el = e.currentTarget
        setScrollTop(el.scrollTop)
        if (onNearEnd && el.scrollHeight - el.scrollTop - el.clientHeight < rowHeight * 5) onNearEnd()
      }}
    >
      <li style={{ height: first * rowHeight }} aria-hidden="true" />
      {items.slice(first, last).map((item) => (
        <li key={keyOf(item)} style={{ height: rowHeight }}>
          {render(item)}
        </li>
      ))}
      <li style={{ height: (items.length - last) * rowHeight }} aria-hidden="true" />
    </ul>
  )
}
