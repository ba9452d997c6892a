import { formatAddress, organisation } from 'virtual:content/organisation'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { useOnline } from '../../lib/network-status'

/**
 * The embedded map, loaded only when scrolled near. Offline the frame would show the browser's
 * error page, so a plain link to the map takes its place.
 */
export function ContactMap(): ReactElement {
  const online = useOnline()
  const link = (
    <a href={organisation.mapLinkUrl} target="_blank" rel="noopener noreferrer">
      {t('contact.map.open', { address: formatAddress() })}
      <span className="visually-hidden">{t('layout.footer.newTab')}</span>
    </a>
  )
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title">{t('contact.map.title')}</h2>
      {online ? (
        <>
          <iframe
            className="contact-map__frame"
            src={organisation.mapEmbedUrl}
            title={t('contact.map.frame', { name: organisation.name, address: formatAddress() })}
            loading="lazy"
            width="600"
            height="450"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <p className="contact-map__link">{link}</p>
        </>
      ) : (
        <div className="contact-map__offline">
          <p>{t('contact.map.offline')}</p>
          <p>{link}</p>
        </div>
      )}
    </section>
  )
}
