import type { ReactElement } from 'react'
import type { FeatureTile } from '../../content/feature-tiles'
import { organisation } from '../../content/organisation'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'
import { FeatureIcon } from './FeatureIcon'

/** The mission text and the feature tiles (six on the home page, the three-tile strip on /home-2). */
export function MissionSection({ tiles }: { tiles: readonly FeatureTile[] }): ReactElement {
  return (
    <section
      className="section home-mission"
      aria-labelledby="home-mission"
      data-home-section="mission"
    >
      <FadeIn className="container">
        <SectionHeading
          id="home-mission"
          tag="Our mission"
          title="Good food belongs with people, not in the bin"
          intro={
            <p>
              For over five years {organisation.name} has rescued surplus food from shops, bakeries
              and farms and shared it with neighbours who need it. It was started in{' '}
              {organisation.foundedYear} by our founder, {organisation.founder}, with a borrowed van
              and one bakery that said yes. Today our volunteers gather {organisation.meetingTime}{' '}
              to pack and donate boxes of food, and everyone is welcome at the table.
            </p>
          }
        />
        <ul className={`feature-tiles feature-tiles--${tiles.length}`} data-home-section="features">
          {tiles.map((tile) => (
            <li key={tile.id} className="feature-tile">
              <span className="feature-tile__icon">
                <FeatureIcon name={tile.icon} />
              </span>
              <h3 className="feature-tile__title">{tile.title}</h3>
              <p className="feature-tile__text">{tile.text}</p>
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}
