import type { CaipNetworkId } from '@latch/core'
import { useId, useState } from 'react'
import { errorMessage } from '../i18n/errorText'
import type { MessageKey } from '../i18n/en'
import { Spinner } from '../primitives/Spinner'
import { moneyPart } from '../i18n/money/load'
import { useMessagePart } from './useMessagePart'
import { copyAddress } from '../utils/copyAddress'
import { useModalContext, useSnapshot } from '../modal/context'
import { Button } from '../primitives/Button'
import { Icon } from '../primitives/Icon'
import { IconButton } from '../primitives/IconButton'
import { QrCode } from '../primitives/QrCode'
import { WalletImage } from '../primitives/WalletImage'

/**
 * The active account's address to receive at: in full (people compare it whole), as a QR code of exactly that
 * string, with copy; the networks of its namespace it receives on, and a warning with Switch when the sender's
 * network is not the one the modal shows, since the funds land there and not here.
 */
function WalletReceiveView() {
  const { client, t } = useModalContext()
  const snap = useSnapshot()
  const name = useId()
  const [picked, setPicked] = useState<CaipNetworkId>()
  const ns = snap.activeNamespace
  const state = ns ? snap.namespaces[ns] : undefined
  const address = state?.account.address
  const active = state?.network.caipNetwork
  if (!address || !state) return null
  const networks = state.network.requestedCaipNetworks
  const chosen = networks.find((n) => n.caipNetworkId === (picked ?? active?.caipNetworkId))
  const other = chosen && active && chosen.caipNetworkId !== active.caipNetworkId ? chosen : undefined

  const copy = () => copyAddress(client, address)
  const switchTo = async () => {
    if (!other) return
    try {
      await client.switchNetwork(other)
      setPicked(undefined)
    } catch (error) {
      const reason = errorMessage(error)
      client.showSnackbar('error', reason?.key ?? ('networks.switchFailed' satisfies MessageKey), reason?.params)
    }
  }
  return (
    <div className="latch-form">
      <div className="latch-center">
        <div data-testid="latch-receive-qr">
          <QrCode value={address} label={t('receive.qrLabel')} size={220} />
        </div>
        <p className="latch-muted">
          {t('receive.address')}
        </p>
        <div className="latch-split">
          <p className="latch-mono" style={{ overflowWrap: 'anywhere', margin: 0 }} data-testid="latch-receive-address">
            {address}
          </p>
          <IconButton icon="copy" label={t('account.copy')} data-testid="latch-receive-copy" onClick={copy} />
        </div>
      </div>
      <fieldset className="latch-fieldset">
        <legend className="latch-legend">{t('receive.networks')}</legend>
        <p className="latch-muted">{t('receive.validOn')}</p>
        <ul className="latch-list">
          {networks.map((n) => {
            const checked = n.caipNetworkId === chosen?.caipNetworkId
            return (
              <li key={n.caipNetworkId}>
                <label className="latch-item latch-choice" style={{ textAlign: 'start' }} data-checked={checked || undefined}>
                  <input
                    type="radio"
                    className="latch-sr"
                    name={name}
                    checked={checked}
                    data-testid={`latch-receive-network-${n.caipNetworkId}`}
                    onChange={() => setPicked(n.caipNetworkId)}
                  />
                  <WalletImage src={n.assets?.imageUrl} name={n.name} />
                  <span className="latch-item-label">{n.name}</span>
                  {n.caipNetworkId === active?.caipNetworkId && (
                    <span className="latch-tag" data-tone="accent">
                      {t('networks.active')}
                    </span>
                  )}
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      {other && active && (
        <div className="latch-alert" role="alert" data-testid="latch-receive-warning">
          <Icon name="warning" />
          <p>{t('receive.warning', { active: active.name, picked: other.name })}</p>
          <Button disabled={!snap.enableNetworkSwitch} data-testid="latch-receive-switch" onClick={() => void switchTo()}>
            {t('receive.switch', { network: other.name })}
          </Button>
        </div>
      )}
    </div>
  )
}

/** The view, once its words are here in the modal's language (they load with it: i18n/money). */
export default function WalletReceive() {
  const { t, locale } = useModalContext()
  return useMessagePart(moneyPart, locale) ? <WalletReceiveView /> : <Spinner size="lg" label={t('modal.loading')} />
}
