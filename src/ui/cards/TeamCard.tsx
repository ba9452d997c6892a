import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { TeamMember } from '../../content-modules/types'
import { CardImage, type ImageLoading } from './CardImage'
import './cards.css'

interface TeamCardProps {
  member: TeamMember
  loading?: ImageLoading
}

export function TeamCard({ member, loading }: TeamCardProps): ReactElement {
  return (
    <article className="card entity-card team-card">
      <CardImage image={member.image} loading={loading} />
      <div className="card__body">
        <h3 className="entity-card__title">
          <Link to="/team-single/$slug" params={{ slug: member.slug }}>
            {member.name}
          </Link>
        </h3>
        <p className="team-card__role" lang={langOf(member, 'role')}>
          {member.role}
        </p>
      </div>
    </article>
  )
}
