// The adapter conformance suite (vitest): every chain adapter runs it with a fixture of its own.
export { describeChainAdapter, type ChainAdapterFixture, type ConformanceWallet } from '../adapters/conformance/describeChainAdapter'
