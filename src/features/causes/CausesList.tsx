import type { ReactElement } from 'react'
import { causes } from '../../content/causes'
import { CauseCard } from '../../ui/cards/CauseCard'
import { SectionHeading } from '../../ui/SectionHeading'

/** "Recent Case Studies": every cause as a card (the template's "Resent" typo fixed). */
export function CausesList(): ReactElement {
  return (
    <section className="section" aria-labelledby="causes-title">
      <div className="container">
        <SectionHeading
          id="causes-title"
          tag="Where your gift goes"
          title="Recent Case Studies"
          intro={
            <p>
              Six pieces of work your donations keep going, from rescued vegetables to a voice at
              city hall.
            </p>
          }
        />
        <ul className="grid card-list card-list--three">
          {causes.map((cause, index) => (
            <li key={cause.id}>
              <CauseCard cause={cause} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
