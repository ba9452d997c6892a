import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'
import { partners } from '../../content/partners'
import './impact-closing.css'

/**
 * The three sections the Impact page closes with, before the footer: the Sunday volunteer call,
 * the partners who give the food, and the call to donate.
 */
export function ImpactClosingSections(): ReactElement {
  return (
    <>
      <section className="section impact-volunteer" aria-labelledby="impact-volunteer-title">
        <div className="container impact-volunteer__inner">
          <div>
            <p className="section-heading__tag">Be part of the numbers</p>
            <h2 id="impact-volunteer-title">Pack with us on Sunday</h2>
            <p>
              Volunteers gather {organisation.meetingTime} to sort, weigh and pack boxes of rescued
              food. Every box you pack is counted in next week's report. No experience needed.
            </p>
          </div>
          <Link to="/contact" className="btn btn--primary">
            Become a volunteer
          </Link>
        </div>
      </section>

      <section
        className="section section--cream impact-partners"
        aria-labelledby="impact-partners-title"
      >
        <div className="container">
          <h2 id="impact-partners-title" className="impact-partners__title">
            The food comes from our partners
          </h2>
          <ul className="impact-partners__list">
            {partners.map((partner) => (
              <li key={partner.id}>
                <img
                  src={partner.image.src}
                  alt={partner.image.alt}
                  width={partner.image.width}
                  height={partner.image.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="impact-cta" aria-labelledby="impact-cta-title">
        <div className="container impact-cta__inner">
          <div>
            <h2 id="impact-cta-title">Make a Difference Today</h2>
            <p>Every dollar helps us rescue more food and reach more neighbours each week.</p>
          </div>
          <Link to="/donate" className="btn btn--accent">
            Donate Now
          </Link>
        </div>
      </section>
    </>
  )
}
