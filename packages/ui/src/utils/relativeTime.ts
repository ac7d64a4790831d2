/**
 * Abbreviated relative times (spec §9 "Relative-time labels are abbreviated"): "now" under a minute, then
 * "5m", "3h", "2d" within a week, the date after that. Units and dates come from Intl in the modal's locale
 * (narrow units: German reads "5 Min.", "5 T"), so no unit text needs translating.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

export function formatRelativeTime(timestamp: number, now: number, locale: string, nowLabel: string): string {
  // A block time a little ahead of this device's clock is still "now".
  const age = Math.max(0, now - timestamp)
  if (age < MINUTE) return nowLabel
  if (age < WEEK) {
    const [value, unit] = age < HOUR ? [age / MINUTE, 'minute'] : age < DAY ? [age / HOUR, 'hour'] : [age / DAY, 'day']
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(Math.floor(value))
  }
  const date = new Date(timestamp)
  const year = date.getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' as const }
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...year }).format(date)
}
