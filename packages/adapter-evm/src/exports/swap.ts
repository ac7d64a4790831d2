// @latch/adapter-evm/swap: 1inch's and 0x's swap APIs as `SwapSource`s a host passes to Latch's swap options, with
// its own API key. Apart from the main entry so a dapp on the default source never loads them.
export { oneInchSource, type OneInchSourceOptions } from '../swapSources/oneInchSource'
export { zeroExSource, type ZeroExSourceOptions } from '../swapSources/zeroExSource'
