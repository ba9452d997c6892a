import { byLocale as teamByLocale } from 'virtual:content/team'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { TeamMember } from '../../content-modules/types'
import { DetailLayout, DetailSidebar } from '../../ui/DetailLayout'
import './team.css'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'

/** A team member: portrait, name, role, LinkedIn when they have one, About Me, and the whole team. */
export function TeamMemberDetail({ member }: { member: TeamMember }): ReactElement {
  const { team } = localized(teamByLocale)
  return (
    <DetailLayout
      sidebar={
        <DetailSidebar title={t('pages.team.tag')} id="team-sidebar-title" as="nav">
          <ul className="detail-sidebar__list">
            {team.map((other) => (
              <li key={other.id}>
                <Link
                  to="/team-single/$slug"
                  params={{ slug: other.slug }}
                  aria-current={other.id === member.id ? 'page' : undefined}
                >
                  {other.name}
                </Link>
                <span lang={langOf(other, 'role')}>{other.role}</span>
              </li>
            ))}
          </ul>
        </DetailSidebar>
      }
    >
      <article className="member">
        <ContentImg image={member.image} className="member__portrait" fetchPriority="high" />
        <div className="member__text">
          <p className="member__role" lang={langOf(member, 'role')}>
            {member.role}
          </p>
          {member.linkedin ? (
            <a
              className="btn btn--outline member__linkedin"
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('pages.member.onLinkedIn', { name: member.name })}
              <span className="visually-hidden">{t('ui.newTab')}</span>
            </a>
          ) : null}
          <h2 className="member__about">{t('pages.member.about')}</h2>
          {member.description.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} lang={langOf(member, 'description')}>
              {paragraph}
            </p>
          ))}
        </div>
      </article>
    </DetailLayout>
  )
}
