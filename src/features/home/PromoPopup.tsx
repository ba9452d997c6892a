import { byLocale as promoByLocale } from 'virtual:content/promo'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { Dialog } from '../../ui/Dialog'
import './promo-popup.css'
import { langOf } from '../../content-modules/english-only'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'

let artworkMarkup: string | null = null

/**
 * Fetches the popup's artwork (our own SVG, precached by the service worker) so it can be drawn
 * inline. An inline SVG is not a Largest Contentful Paint candidate: a promotion that opens
 * after load must not count as the page's main content (as an <img> it did).
 */
export async function preparePromoArtwork(): Promise<void> {
  const response = await fetch(localized(promoByLocale).promoImage.src)
  if (!response.ok) throw new Error(`promo artwork: HTTP ${response.status}`)
  const svg = await response.text()
  // The artwork's own title would be read twice; the wrapper carries the description.
  artworkMarkup = svg
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('role="img"', 'aria-hidden="true"')
}

/**
 * The promotional popup: the Sunday sessions' artwork in a modal dialog, and one thing to do
 * about it besides closing: see when to come. Loaded only when it is about to open.
 */
export default function PromoPopup({ onClose }: { onClose: () => void }): ReactElement {
  const { promoImage } = localized(promoByLocale)
  return (
    <Dialog label={t('home.promo.label')} onClose={onClose} className="promo-popup">
      {artworkMarkup ? (
        <div
          className="promo-popup__image"
          role="img"
          aria-label={promoImage.alt}
          lang={langOf(promoImage, 'alt')}
          // Our own build artwork, fetched from our origin: no third-party markup.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted first-party SVG
          dangerouslySetInnerHTML={{ __html: artworkMarkup }}
        />
      ) : (
        <ContentImg image={promoImage} className="promo-popup__image" />
      )}
      <p className="promo-popup__actions">
        <Link to="/events" className="btn btn--accent" onClick={onClose}>
          {t('home.promo.join')}
        </Link>
      </p>
    </Dialog>
  )
}
