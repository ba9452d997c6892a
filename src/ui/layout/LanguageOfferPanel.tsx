import type { ReactElement } from 'react'

export interface LanguageOfferPanelProps {
  /** The Spanish twin of this page. */
  href: string
  text: string
  action: string
  dismiss: string
  onAccept: () => void
  onDismiss: () => void
}

/**
 * The one-line offer of the page's Spanish twin (LanguageOffer.tsx decides when it shows). Its
 * own chunk, given everything as props, so that it shares no module with the start-up code.
 */
export default function LanguageOfferPanel(props: LanguageOfferPanelProps): ReactElement {
  return (
    <aside className="language-offer" lang="es" aria-label={props.action}>
      <p className="container language-offer__inner">
        <span>{props.text}</span>{' '}
        <a href={props.href} hrefLang="es" onClick={props.onAccept}>
          {props.action}
        </a>{' '}
        <button type="button" className="language-offer__dismiss" onClick={props.onDismiss}>
          {props.dismiss}
        </button>
      </p>
    </aside>
  )
}
