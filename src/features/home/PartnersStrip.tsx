import type { ReactElement } from 'react'
import { partners } from '../../content/partners'
import { FadeIn } from '../../ui/FadeIn'

/** The five partner logos. */
export function PartnersStrip(): ReactElement {
  return (
    <section className="home-partners" aria-labelledby="home-partners" data-home-section="partners">
      <FadeIn className="container">
        <h2 id="home-partners" className="home-partners__title">
          Shops, farms and funders who share with us
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
