import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { organisation } from '../../content/organisation'

export type HomeVariant = 'main' | 'two' | 'three'

/** The home page; the variants (/home-2, /home-3) are compositions of the same sections. */
export function HomePage({ variant }: { variant: HomeVariant }): ReactElement {
  return (
    <section className="section section--cream" data-variant={variant}>
      <div className="container">
        <h1>Don't turn away, Give today!</h1>
        <p>{organisation.description}</p>
        <Link to="/donate" className="btn btn--accent">
          Donate Now
        </Link>
      </div>
    </section>
  )
}
