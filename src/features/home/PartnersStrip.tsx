import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { FadeIn } from '../../ui/FadeIn'
import { PartnerLogos } from '../../ui/PartnerLogos'

/** The five partner logos. */
export function PartnersStrip(): ReactElement {
  return (
    <section className="home-partners" aria-labelledby="home-partners" data-home-section="partners">
      <FadeIn className="container">
        <h2 id="home-partners" className="home-partners__title">
          {t('home.partners.title')}
        </h2>
        <PartnerLogos className="partners" />
      </FadeIn>
    </section>
  )
}
