// @latch/adapter-cosmos/verify: ADR-036 signature checks for sign-in backends (Node or browser), apart from the
// adapter so a server imports no wallet code and a dapp's first bundle no @cosmjs.
export { verifyArbitraryMessage, type VerifyArbitraryMessageParameters } from '../verify/verifyArbitrary'
export { makeArbitrarySignDoc } from '../verify/signDoc'
