import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { organisation, telHref } from '../../content/organisation'
import { SocialLinks } from '../SocialLinks'

export function TopBar(): ReactElement {
  // One template string is one text node: no <!-- --> markers in every prerendered page.
  // A landmark of its own, so screen-reader users can find "Donate now" by landmark and no
  // content of the page sits outside every landmark.
  return (
    <aside className="topbar" aria-label="Volunteer and donate">
      <div className="container topbar__inner">
        <p className="topbar__meet">
          {`Volunteer with us ${organisation.meetingTime} · `}
          <a href={telHref(organisation.phone)}>{organisation.phone}</a>
        </p>
        <div className="topbar__actions">
          <span className="topbar__follow" aria-hidden="true">
            Follow us
          </span>
          <nav aria-label="Follow us">
            <SocialLinks className="topbar__social" />
          </nav>
          <Link to="/donate" className="btn btn--accent topbar__donate">
            Donate Now
          </Link>
        </div>
      </div>
    </aside>
  )
}
