import type { ReactElement } from 'react'
import { team } from '../../content/team'
import { TeamCard } from '../../ui/cards/TeamCard'
import { SectionHeading } from '../../ui/SectionHeading'

export function TeamList(): ReactElement {
  return (
    <section className="section" aria-labelledby="team-title">
      <div className="container">
        <SectionHeading
          id="team-title"
          tag="Our team"
          title="The people behind the boxes"
          intro={
            <p>
              A founder and a crew of volunteers who give their Sundays, mornings and evenings to
              rescuing food and sharing it.
            </p>
          }
        />
        <ul className="grid card-list card-list--three">
          {team.map((member, index) => (
            <li key={member.id}>
              <TeamCard member={member} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
