/** The connector id the embedded wallet's connection is recorded under (spec: the "auth" connector). */
export const AUTH_CONNECTOR_ID = 'AUTH'
/** The namespace the reference frame serves. Other namespaces join when their frames do. */
export const EMBEDDED_WALLET_NAMESPACE = 'eip155' as const
