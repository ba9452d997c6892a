import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { events } from '../../content/events'
import { organisation } from '../../content/organisation'
import { FadeIn } from '../../ui/FadeIn'

const picture = events[0]?.image

/** The about block after the feature tiles: who we are, in three facts, and a link to /about. */
export function AboutBlock(): ReactElement {
  return (
    <section
      className="section section--cream home-about"
      aria-labelledby="home-about"
      data-home-section="about"
    >
      <FadeIn className="container split">
        {picture ? (
          <img
            className="split__image"
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="split__text">
          <p className="section-heading__tag">About us</p>
          <h2 id="home-about">A collective run by neighbours, for neighbours</h2>
          <p>
            {organisation.name} is not a warehouse or a queue. It is a hall on Orchard Lane, a few
            vans, two community fridges and a long table where people who once received a box now
            pack one. We take what shops cannot sell, check it, and share it the same week.
          </p>
          <ul className="checklist">
            <li>Fresh produce, bread and staples rescued from local shops and farms</li>
            <li>Boxes packed to each household's needs, allergies remembered</li>
            <li>Community fridges open day and night: take what you need, leave what you can</li>
          </ul>
          <Link to="/about" className="btn btn--primary">
            More about us
          </Link>
        </div>
      </FadeIn>
    </section>
  )
}
