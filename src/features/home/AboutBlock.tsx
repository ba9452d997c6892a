import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { events } from '../../content/events'
import { organisation } from '../../content/organisation'
import { SplitBlock } from './SplitBlock'

/** The about block after the feature tiles: who we are, in three facts, and a link to /about. */
export function AboutBlock(): ReactElement {
  return (
    <SplitBlock
      name="about"
      className="section--cream home-about"
      picture={events[0]?.image}
      tag="About us"
      title="A collective run by neighbours, for neighbours"
    >
      <p>
        {organisation.name} is not a warehouse or a queue. It is a hall on Orchard Lane, a few vans,
        two community fridges and a long table where people who once received a box now pack one. We
        take what shops cannot sell, check it, and share it the same week.
      </p>
      <ul className="checklist">
        <li>Fresh produce, bread and staples rescued from local shops and farms</li>
        <li>Boxes packed to each household's needs, allergies remembered</li>
        <li>Community fridges open day and night: take what you need, leave what you can</li>
      </ul>
      <Link to="/about" className="btn btn--primary">
        More about us
      </Link>
    </SplitBlock>
  )
}
