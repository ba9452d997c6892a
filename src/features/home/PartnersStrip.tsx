import type { ReactElement } from 'react'
import { byLocale as partnersByLocale } from '../../content/localized/partners'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { FadeIn } from '../../ui/FadeIn'

/** The five partner logos. */
export function PartnersStrip(): ReactElement {
  const { partners } = localized(partnersByLocale)
  return (
    <section className="home-partners" aria-labelledby="home-partners" data-home-section="partners">
      <FadeIn className="container">
        <h2 id="home-partners" className="home-partners__title">
          {t('home.partners.title')}
        </h2>
        <ul className="partners">
          {partners.map((partner) => (
            <li key={partner.id}>
              <img
                src={partner.image.src}
                alt={partner.image.alt}
                width={partner.image.width}
                height={partner.image.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}
