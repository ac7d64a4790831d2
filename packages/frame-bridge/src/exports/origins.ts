// Allowed-origin matching alone (spec §5), without the protocol's schemas: core's project-config check uses it.
export { isAllowedOrigin, isOriginPattern } from '../origins'
