import { organisation } from 'virtual:content/organisation'
import { byLocale as photoGridByLocale } from 'virtual:content/photo-grid'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { FadeIn } from '../../ui/FadeIn'

// The tiles lead to our photo feed; with no Instagram configured they are plain pictures.
const feed = organisation.social.find((link) => link.network === 'Instagram')?.url

/** The nine-tile photo grid that closes the page, above the footer. */
export function PhotoGrid(): ReactElement {
  const { photoGrid } = localized(photoGridByLocale)
  return (
    <section
      className="section home-photos"
      aria-labelledby="home-photos"
      data-home-section="photo-grid"
    >
      <FadeIn className="container">
        <h2 id="home-photos" className="home-photos__title">
          {t('home.photos.title')}
        </h2>
        <ul className="photo-grid">
          {photoGrid.map((tile) => {
            const image = <ContentImg image={tile.image} loading="lazy" decoding="async" />
            return (
              <li key={tile.id}>
                {feed ? (
                  <a href={feed} target="_blank" rel="noopener noreferrer">
                    {image}
                    <span className="visually-hidden">{t('home.photos.onInstagram')}</span>
                  </a>
                ) : (
                  image
                )}
              </li>
            )
          })}
        </ul>
      </FadeIn>
    </section>
  )
}
