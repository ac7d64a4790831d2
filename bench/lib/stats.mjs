/** The middle value of the finite numbers in `values` (the mean of the two middle ones for an even count), or null. */
export function median(values) {
  const v = finite(values)
  if (v.length === 0) return null
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

/**
 * A distribution-free confidence interval for the median: the k-th smallest and k-th largest value, with k the
 * largest rank for which P(Binomial(n, ½) < k) ≤ (1 − level) / 2. It assumes nothing about the shape of the
 * distribution, which matters for page-load times (skewed, with frame-sized steps). Null when there are too few
 * values for any interval at this level (fewer than 6 at 95%).
 */
export function medianInterval(values, level = 0.95) {
  const v = finite(values)
  const n = v.length
  const tail = (1 - level) / 2
  // P(X = i) for X ~ Binomial(n, ½), summed from i = 0 while the sum stays within the tail.
  let term = 2 ** -n
  let cumulative = term
  let k = 0
  while (cumulative <= tail) {
    k++
    term = (term * (n - k + 1)) / k
    cumulative += term
  }
  if (k === 0) return null
  return { low: v[k - 1], high: v[n - k], n }
}

/**
 * Each round's figure minus the base app's figure of the same round. The round-robin measures both within seconds
 * of each other, so load on the machine that moves both cancels out, unlike a difference of two medians.
 */
export function pairedDifferences(loads, baseLoads, key) {
  return loads
    .map((r, i) => (typeof r?.[key] === 'number' && typeof baseLoads[i]?.[key] === 'number' ? r[key] - baseLoads[i][key] : null))
    .filter((d) => d !== null)
}

function finite(values) {
  return values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
}
