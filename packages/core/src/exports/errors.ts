// @latch/core/errors: the typed errors only lazily loaded code raises (adapters' readers, indexers, transaction
// checks). Taken from here rather than from the main entry, whose barrel would pull them into every first bundle.
// Errors the first bundle holds anyway (the adapter kit's) are taken from the main entry.
export { ActivityError, type ActivityFailure } from '../errors/activity'
export { InvalidAddressError, InvalidInputError } from '../errors/input'
export { RpcUnavailableError } from '../errors/rpcUnavailable'
