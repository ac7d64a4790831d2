export {
  createTestPolkadotExtension,
  type CreateTestPolkadotExtensionParameters,
  type TestExtensionAccountInput,
  type TestInjected,
  type TestInjectedAccount,
  type TestInjectedWindowProvider,
  type TestKeyType,
  type TestPolkadotExtension,
  type TestPolkadotExtensionControl,
  type TestSignerPayloadJSON,
  type TestSignerPayloadRaw,
  type TestSignerResult,
} from '../polkadot/extension'
export { TestExtensionError, UserRejectedRequestError } from '../polkadot/errors'
export type { OnTestExtensionRequest, TestExtensionDecision, TestExtensionMethod, TestExtensionMode, TestExtensionRequest } from '../polkadot/policy'
