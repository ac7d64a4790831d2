const kB = (v) => (v / 1024).toFixed(1)
const MB = (v) => (v / 1024 / 1024).toFixed(1)
const ms = (v) => v.toFixed(0)
const int = (v) => String(Math.round(v))

/** Rows of the table; `key` names a per-load field, medians are taken over the loads that got that far. */
export const metrics = [
  { key: 'jsBeforeGzip', label: 'JS loaded before first interaction, gzip -9 (kB)', fmt: kB },
  { key: 'jsAfterOpenGzip', label: 'JS loaded after opening the modal, gzip -9 (kB)', fmt: kB },
  { key: 'buttonMs', label: 'Navigation start → connect button visible (ms)', fmt: ms },
  { key: 'modalMs', label: 'Click → modal box visible (ms)', fmt: ms },
  { key: 'openMs', label: 'Click → wallet list visible (ms)', fmt: ms },
  { key: 'heapBytes', label: 'JS heap after open, after a forced GC (MB)', fmt: MB },
  { key: 'longTaskCount', label: 'Long tasks, navigation → list visible (count)', fmt: int },
  { key: 'longTaskMs', label: 'Long tasks, total duration (ms)', fmt: ms },
  { key: 'outsideRequests', label: 'Requests to outside hosts (blocked, counted)', fmt: int },
]

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

function ratio(a, b) {
  if (a == null || b == null) return 'n/a'
  if (b === 0) return a === 0 ? '–' : 'n/a'
  return `${(a / b).toFixed(2)}×`
}

/** Markdown table: one column per app, then Latch ÷ each peer. */
export function renderTable(summary, apps) {
  const peers = apps.slice(1)
  const head = ['Metric (median)', ...apps.map((a) => a.name), ...peers.map((p) => `Latch / ${p.name}`)]
  const rows = metrics.map((m) => {
    const values = apps.map((a) => summary[a.id].medians[m.key])
    return [m.label, ...values.map((v) => (v == null ? 'failed' : m.fmt(v))), ...peers.map((_, i) => ratio(values[0], values[i + 1]))]
  })
  rows.push([
    'Wallet list opens within 10 s when every outside request hangs',
    ...apps.map((a) => summary[a.id].opensWhenOutsideHangs),
    ...peers.map(() => 'n/a'),
  ])
  const search = apps.map((a) => summary[a.id].searchMs)
  rows.push([
    'Search in 600 wallets: keystroke → list updated (ms)',
    ...search.map((v) => (typeof v === 'number' ? ms(v) : 'n/a')),
    ...peers.map((_, i) => (typeof search[i + 1] === 'number' ? ratio(search[0], search[i + 1]) : 'n/a')),
  ])
  const account = apps.map((a) => summary[a.id].accountMs)
  rows.push([
    'Click on the account button → Account view shows the address (ms)',
    ...account.map((v) => (typeof v === 'number' ? ms(v) : 'n/a')),
    ...peers.map((_, i) => (typeof account[i + 1] === 'number' ? ratio(account[0], account[i + 1]) : 'n/a')),
  ])
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n')
}
