import type { ReactElement, ReactNode } from 'react'
import './donate.css'
import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'

/** The embedded donation form is 1200 px tall: tall enough that it never scrolls inside the page. */
export const DONATION_IFRAME_HEIGHT = 1200

interface DonationIframeProps {
  /** VITE_DONATION_FORM_URL; unset means the card-donation form takes this block's place. */
  url: string | undefined
  /** What to show instead when no embedded form is configured (the card-donation form). */
  fallback: ReactNode
}

/** The third-party donation form, embedded, with a Spanish link to donate directly. */
export function DonationIframe({ url, fallback }: DonationIframeProps): ReactElement {
  if (!url) return <>{fallback}</>
  const { organisation } = localized(organisationByLocale)
  return (
    <section className="donation-embed" aria-labelledby="donation-embed-title">
      <h2 id="donation-embed-title">{t('donate.embed.title')}</h2>
      <iframe
        className="donation-embed__frame"
        src={url}
        title={t('donate.embed.frame', { name: organisation.name })}
        loading="lazy"
        width="100%"
        height={DONATION_IFRAME_HEIGHT}
      />
      <p className="donation-embed__fallback" lang="es">
        ¿No se carga el formulario?{' '}
        <a href={organisation.spanishDonateUrl} target="_blank" rel="noopener noreferrer">
          Done directamente aquí
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </p>
    </section>
  )
}
