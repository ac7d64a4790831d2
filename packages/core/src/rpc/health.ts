/**
 * Endpoint health (spec §9): the last 10 samples per endpoint; score = 0.7 × stability (share of
 * successes) + 0.3 × latency score (fastest mean latency scores 1). Endpoints without samples rank
 * in their configured order, ahead of ones known to fail.
 */
import { RPC_HEALTH_SAMPLE_COUNT, RPC_RANK_WEIGHT_LATENCY, RPC_RANK_WEIGHT_STABILITY } from '../constants'

interface Sample {
  ok: boolean
  latencyMs: number
}

export interface EndpointHealth {
  record(url: string, sample: Sample): void
  /** The URLs, best first. */
  rank(urls: readonly string[]): string[]
  score(url: string): number | undefined
}

export function createEndpointHealth(sampleCount = RPC_HEALTH_SAMPLE_COUNT): EndpointHealth {
  const samples = new Map<string, Sample[]>()
  const meanLatency = (list: Sample[]) => {
    const ok = list.filter((s) => s.ok)
    return ok.length ? ok.reduce((n, s) => n + s.latencyMs, 0) / ok.length : Infinity
  }
  const score = (url: string, fastest: number): number | undefined => {
    const list = samples.get(url)
    if (!list?.length) return undefined
    const stability = list.filter((s) => s.ok).length / list.length
    const latency = meanLatency(list)
    const latencyScore = Number.isFinite(latency) ? Math.min(1, Math.max(fastest, 1) / Math.max(latency, 1)) : 0
    return RPC_RANK_WEIGHT_STABILITY * stability + RPC_RANK_WEIGHT_LATENCY * latencyScore
  }
  const fastestOf = (urls: readonly string[]) => Math.min(...urls.map((u) => meanLatency(samples.get(u) ?? [])))
  return {
    record(url, sample) {
      const list = samples.get(url) ?? []
      list.push(sample)
      if (list.length > sampleCount) list.splice(0, list.length - sampleCount)
      samples.set(url, list)
    },
    rank(urls) {
      const fastest = fastestOf(urls)
      // Unsampled endpoints get a neutral 0.5 so a configured primary is tried before a known-bad one.
      const keyed = urls.map((url, i) => ({ url, i, s: score(url, fastest) ?? 0.5 }))
      return keyed.sort((a, b) => b.s - a.s || a.i - b.i).map((k) => k.url)
    },
    score(url) {
      return score(url, fastestOf([...samples.keys()]))
    },
  }
}
