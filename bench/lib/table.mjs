const kB = (v) => (v / 1024).toFixed(1)
const MB = (v) => (v / 1024 / 1024).toFixed(1)
const ms = (v) => v.toFixed(0)
const int = (v) => String(Math.round(v))

/**
 * Rows of the table; `key` names a per-load field, medians are taken over the loads that got that far: the full loads,
 * or the paint pass's where `source` says so.
 */
export const metrics = [
  { key: 'jsToLoadGzip', label: 'JS loaded by the load event (entry + static imports), gzip -9 (kB)', fmt: kB },
  { key: 'jsBeforeGzip', label: 'JS loaded before first interaction (idle prefetch included), gzip -9 (kB)', fmt: kB },
  { key: 'jsFilesByClick', label: 'JS files the click fetches (count)', fmt: int },
  { key: 'jsAfterOpenGzip', label: 'JS loaded after opening the modal, gzip -9 (kB)', fmt: kB },
  // From the paint pass (many loads, each only until the button shows), as the paired row below.
  { key: 'buttonMs', source: 'paints', label: 'Navigation start → connect button visible (ms)', fmt: ms },
  { key: 'modalMs', label: 'Click → modal box visible (ms)', fmt: ms },
  { key: 'openMs', label: 'Click → wallet list visible (ms)', fmt: ms },
  { key: 'heapBytes', label: 'JS heap after open, after a forced GC (MB)', fmt: MB },
  { key: 'longTaskCount', label: 'Long tasks, navigation → list visible (count)', fmt: int },
  { key: 'longTaskMs', label: 'Long tasks, total duration (ms)', fmt: ms },
  { key: 'outsideRequests', label: 'Requests to outside hosts (blocked, counted)', fmt: int },
]

/**
 * Rows compared round by round with bare React (issue #20 sets these targets relative to it): the median of the
 * per-round differences and its 95% interval. The button comes from the paint pass (many cheap loads), the list
 * from the full loads.
 */
export const pairedMetrics = [
  { key: 'buttonMs', source: 'paints', label: 'Connect button visible, minus bare React’s in the same round: median [95% CI] (ms)' },
  { key: 'openMs', source: 'loads', label: 'Click → wallet list visible, minus bare React’s in the same round: median [95% CI] (ms)' },
]

/** "21 [12, 30] (n = 30)", or just the median when there are too few rounds for an interval. */
function pairedCell(paired) {
  if (!paired || typeof paired.median !== 'number') return 'n/a'
  return paired.low == null ? ms(paired.median) : `${ms(paired.median)} [${ms(paired.low)}, ${ms(paired.high)}] (n = ${paired.n})`
}

function ratio(a, b) {
  if (a == null || b == null) return 'n/a'
  if (b === 0) return a === 0 ? '–' : 'n/a'
  return `${(a / b).toFixed(2)}×`
}

/** Markdown table: one column per app, then Latch (EVM only, the first app) ÷ each app that is not Latch. */
export function renderTable(summary, apps) {
  const peers = apps.filter((a) => !a.id.startsWith('latch'))
  const head = ['Metric (median)', ...apps.map((a) => a.name), ...peers.map((p) => `Latch / ${p.name}`)]
  const rows = metrics.map((m) => {
    const value = (a) => summary[a.id].medians[m.key]
    return [m.label, ...apps.map((a) => (value(a) == null ? 'failed' : m.fmt(value(a)))), ...peers.map((p) => ratio(value(apps[0]), value(p)))]
  })
  /** A row of one figure per app (n/a where the app has none), and the ratios to the peers that have it. */
  const extra = (label, values) => [
    label,
    ...values.map((v) => (typeof v === 'number' ? ms(v) : 'n/a')),
    ...peers.map((p) => {
      const v = values[apps.indexOf(p)]
      return typeof v === 'number' ? ratio(values[0], v) : 'n/a'
    }),
  ]
  for (const m of pairedMetrics) {
    const values = apps.map((a) => summary[a.id].overBare?.[m.key])
    if (values.some((v) => typeof v?.median === 'number')) rows.push([m.label, ...values.map(pairedCell), ...peers.map(() => 'n/a')])
  }
  rows.push([
    'Wallet list opens within 10 s when every outside request hangs',
    ...apps.map((a) => summary[a.id].opensWhenOutsideHangs),
    ...peers.map(() => 'n/a'),
  ])
  rows.push(extra('Search in 600 wallets: keystroke → list updated (ms)', apps.map((a) => summary[a.id].searchMs)))
  rows.push(extra('Click on the account button → Account view shows the address (ms)', apps.map((a) => summary[a.id].accountMs)))
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n')
}
