import { useAppKitAccount, useAppKitNetwork } from '@latch/react'
import { useState } from 'react'
import { networks } from '../networks'
import { errorText } from '../walletSigner'

/** Switches through AppKit, which asks the wallet (and offers to add the chain when the wallet lacks it). */
export function SwitchChain() {
  const { isConnected } = useAppKitAccount()
  const { caipNetwork, switchNetwork } = useAppKitNetwork()
  const [error, setError] = useState<string>()
  return (
    <section className="card" aria-labelledby="switch-title">
      <h2 id="switch-title">Switch chain</h2>
      <div className="row">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            data-testid={`demo-switch-${network.caipNetworkId}`}
            disabled={!isConnected || caipNetwork?.caipNetworkId === network.caipNetworkId}
            onClick={async () => {
              setError(undefined)
              try {
                await switchNetwork(network)
              } catch (e) {
                setError(errorText(e))
              }
            }}
          >
            {network.name}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="error" data-testid="demo-switch-error">
          {error}
        </p>
      )}
    </section>
  )
}
