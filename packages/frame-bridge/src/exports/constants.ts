// The protocol's timings and defaults alone: importable without the schemas (core's eager bundle does).
export * from '../constants'
