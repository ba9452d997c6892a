import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import { FadeIn } from '../../ui/FadeIn'

/** The call to action between the campaigns and the feedback: give, or join the team. */
export function CallToAction(): ReactElement {
  return (
    <section className="home-cta" aria-labelledby="home-cta" data-home-section="cta">
      <FadeIn className="container home-cta__inner">
        <div>
          <h2 id="home-cta">Be the reason a neighbour eats well tonight</h2>
          <p>
            $35 fills an emergency box. An afternoon {organisation.meetingTime} packs two hundred.
          </p>
        </div>
        <div className="home-cta__actions">
          <Link to="/donate" className="btn btn--accent">
            Donate Now
          </Link>
          <Link to="/team" className="btn home-cta__secondary">
            Join our team
          </Link>
        </div>
      </FadeIn>
    </section>
  )
}
