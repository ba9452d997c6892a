import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import './donate.css'

/** "Make a Difference Today": the call to action that ends a page and leads to /donate. */
export function DonateCta(): ReactElement {
  return (
    <section className="donate-cta" aria-labelledby="donate-cta-title">
      <div className="container donate-cta__inner">
        <div>
          <h2 id="donate-cta-title">Make a Difference Today</h2>
          <p>
            A gift of any size puts rescued food on a neighbour’s table this week. Give once or
            every month.
          </p>
        </div>
        <Link to="/donate" className="btn btn--accent donate-cta__button">
          Donate Now
        </Link>
      </div>
    </section>
  )
}
