import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import { ShareButton } from './ShareButton'
import './impact-intro.css'

/** The introduction: what the tracker is, since when (the first report's month), and an invitation to share it. */
export function ImpactIntro({ firstMonth }: { firstMonth?: string | undefined }): ReactElement {
  return (
    <section className="section impact-intro" aria-labelledby="impact-intro-title">
      <div className="container impact-intro__grid">
        <img
          className="impact-intro__image"
          src="/images/impact/weekly-tracker.svg"
          alt="Volunteers weighing crates of rescued vegetables beside a chart that grows week by week"
          width={600}
          height={420}
        />
        <div className="impact-intro__text">
          <p className="section-heading__tag">Weekly Donation Tracker</p>
          <h2 id="impact-intro-title">Monitoring Our Collective Impact Week by Week</h2>
          <p>
            {/* The month comes from the reports themselves, once they are in. */}
            {firstMonth ? `Since ${firstMonth} we have tracked` : 'We track'}, week by week, every
            pound of food our volunteers rescue and donate, working alongside a national food-rescue
            partner. Each Sunday at 3pm the boxes are packed, weighed and shared with neighbours,
            and the numbers below grow.
          </p>
          <p>
            Every pound is food that fed a family instead of a landfill. Help{' '}
            {organisation.shortName} reach more neighbours: share our mission with the people you
            know.
          </p>
          <ShareButton
            title={`Our impact | ${organisation.name}`}
            text={`See how many pounds of rescued food ${organisation.name} has shared with neighbours, week by week.`}
            path="/impact"
          />
        </div>
      </div>
    </section>
  )
}
