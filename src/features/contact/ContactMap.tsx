import type { ReactElement } from 'react'
import { formatAddress, organisation } from '../../content/organisation'
import { useOnline } from '../../lib/network-status'

/**
 * The embedded map, loaded only when scrolled near. Offline the frame would show the browser's
 * error page, so a plain link to the map takes its place.
 */
export function ContactMap(): ReactElement {
  const online = useOnline()
  const link = (
    <a href={organisation.mapLinkUrl} target="_blank" rel="noopener noreferrer">
      Open the map of {formatAddress()}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title">Find us</h2>
      {online ? (
        <>
          <iframe
            className="contact-map__frame"
            src={organisation.mapEmbedUrl}
            title={`Map showing ${organisation.name} at ${formatAddress()}`}
            loading="lazy"
            width="600"
            height="450"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <p className="contact-map__link">{link}</p>
        </>
      ) : (
        <div className="contact-map__offline">
          <p>You are offline, so the map cannot load. Once you are back online:</p>
          <p>{link}</p>
        </div>
      )}
    </section>
  )
}
