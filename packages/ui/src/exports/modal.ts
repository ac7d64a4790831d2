// Lazy entry of @latch/ui: the modal shell, loaded on first open. Each view is a further chunk.
export { LatchModal, type LatchModalProps } from '../modal/LatchModal'
export { renderAhead } from '../modal/aheadView'
export { mountModal } from '../modal/mountModal'
export { preloadView } from '../modal/viewModules'
export { viewRegistry } from '../views/registry'
export type { ViewLoader, ViewModule, ViewRegistry } from '../views/types'
