import { stackConfig } from '../stack/config.mjs'

/**
 * The e2e stack's addresses: its own ports by default, so it can run beside a `pnpm dev` on 8545/8546/5173.
 * @param {NodeJS.ProcessEnv} env
 */
export function e2eStackConfig(env) {
  return stackConfig(env, { chainPorts: [18545, 18546], webPort: Number(env.E2E_PREVIEW_PORT ?? 14173), relayPort: 18547, directoryPort: 18548, siwePort: 18551, framePort: 18549, oidcPort: 18550, solanaPort: 18899, polkadotPort: 19944, bitcoinPort: 13002, cosmosPorts: [16657, 16667], swapPort: 18552, onrampPort: 18553, bundlerPort: 18554, paymasterPort: 18555, namesPort: 18556, farcasterPort: 18557 })
}

/**
 * The build served to e2e (kept apart from `dist`, which is built for the dev ports), relative to apps/demo.
 * `E2E_OUT_DIR` moves it, so a second e2e run (on other ports) never rebuilds the one a first run serves.
 */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR || 'dist-e2e'
