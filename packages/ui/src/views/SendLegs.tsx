import type { SendLeg } from '@latch/core'
import { useModalContext } from '../modal/context'
import { shortAddress } from '../utils/format'

/** An address, or an outpoint (`txid:vout`) whose output index stays whole. */
function shortLeg(id: string): string {
  const [txid, vout] = id.split(':')
  return vout === undefined ? shortAddress(id, 8, 6) : `${shortAddress(txid ?? '', 8, 4)}:${vout}`
}

/**
 * The coins a send spends and creates, where the chain has them (Bitcoin's inputs and outputs), with exact amounts:
 * the wallet signs exactly these, so the preview shows them all, change marked.
 */
export function SendLegs({ legs, symbol }: { legs: { inputs: readonly SendLeg[]; outputs: readonly SendLeg[] }; symbol: string }) {
  const { t } = useModalContext()
  const list = (kind: 'inputs' | 'outputs', items: readonly SendLeg[]) => (
    <section className="latch-legs" aria-labelledby={`latch-legs-${kind}`}>
      <h3 className="latch-subtitle" id={`latch-legs-${kind}`}>
        {t(`send.${kind}`)}
      </h3>
      <ul className="latch-vlist" data-testid={`latch-send-preview-${kind}`}>
        {items.map((leg) => (
          // A send to oneself pays the sender's address twice: as the receiver, and as change.
          <li key={`${leg.id}:${leg.change}`} className="latch-leg">
            <span className="latch-mono latch-grow" title={leg.id}>
              {shortLeg(leg.id)}
            </span>
            {leg.change && <span className="latch-tag">{t('send.change')}</span>}
            <span className="latch-mono">
              {leg.amount} {symbol}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
  return (
    <>
      {list('inputs', legs.inputs)}
      {list('outputs', legs.outputs)}
    </>
  )
}
