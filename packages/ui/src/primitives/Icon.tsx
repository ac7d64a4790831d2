/** Inline SVG icons: nothing is fetched, and they inherit `currentColor`. */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  disconnect: 'M10 17l5-5-5-5M15 12H3M14 4h6v16h-6',
  chevron: 'M9 5l7 7-7 7',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-5-5',
  network: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  wallet: 'M3 7h18v12H3zM3 7l12-4v4M16 13h2',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  send: 'M4 12l16-8-6 16-2-6zM12 14l8-10',
  swap: 'M4 8h14l-4-4M20 16H6l4 4',
  flip: 'M8 4v16l-4-4M16 20V4l4 4',
  buy: 'M3 6h18v12H3zM3 10h18M7 15h3',
  receive: 'M12 4v12M6 10l6 6 6-6M4 20h16',
  allWallets: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
} as const

export type IconName = keyof typeof paths

// Icons that point along the reading direction; in a right-to-left language they point the other way.
const DIRECTIONAL = new Set<IconName>(['back', 'chevron', 'disconnect'])

export function Icon({ name }: { name: IconName }) {
  return (
    <svg data-directional={DIRECTIONAL.has(name) || undefined} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  )
}
