import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { heroSlides } from '../../content/hero-slides'
import { SplitBlock } from './SplitBlock'

/** The landing page's about/target block, with "More about us" and "Become A Volunteer". */
export function TargetBlock(): ReactElement {
  return (
    <SplitBlock
      name="target"
      className="home-target"
      picture={heroSlides[2]?.image}
      reverse
      tag="Our target"
      title="No good food wasted, no neighbour hungry"
    >
      <p>
        Every week shops and farms near us throw away food that could feed hundreds of families,
        while some of those families skip meals at the end of the month. We close that gap one crate
        at a time: rescue it, sort it, share it, and compost what is left.
      </p>
      <p>
        Our aim is simple to say and hard to do: that nobody within reach of our vans goes without a
        good meal, and that nothing fit to eat ends up in landfill.
      </p>
      <div className="split__actions">
        <Link to="/about" className="btn btn--primary">
          More about us
        </Link>
        <Link to="/volunteer" className="btn btn--outline">
          Become A Volunteer
        </Link>
      </div>
    </SplitBlock>
  )
}
