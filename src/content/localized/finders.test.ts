import { byLocale as causes } from 'virtual:content/causes'
import { byLocale as events } from 'virtual:content/events'
import { describe, expect, it } from 'vitest'
import { byLocale as team } from './team'
import { byLocale as testimonials } from './testimonials'
import { byLocale as values } from './values'

describe('finders in each language', () => {
  it('find the same item by slug, in the language asked for', () => {
    const pairs = [
      [causes.en.findCause('Sustainable-Food'), causes.es.findCause('Sustainable-Food')],
      [
        events.en.findEvent(events.en.events[0]?.slug ?? ''),
        events.es.findEvent(events.en.events[0]?.slug ?? ''),
      ],
      [team.en.findTeamMember('Maya-Thompson'), team.es.findTeamMember('Maya-Thompson')],
    ] as const
    for (const [english, spanish] of pairs) {
      expect(english?.id).toBeDefined()
      expect(spanish?.id).toBe(english?.id)
      expect(JSON.stringify(spanish)).not.toBe(JSON.stringify(english))
    }
    expect(causes.es.findCause('Sustainable-Food')?.title).toBe(causes.es.causes[0]?.title)
    expect(causes.es.findCause('no-such-cause')).toBeUndefined()
  })
})

describe('label maps in each language', () => {
  it('label an English-kept value with itself in English and in Spanish in Spanish', () => {
    for (const { role } of testimonials.en.testimonials) {
      expect(testimonials.en.roleLabels[role]).toBe(role)
      expect(testimonials.es.roleLabels[role]).not.toBe(role)
    }
    for (const { title } of values.en.missionVisionValues) {
      expect(values.en.statementTitleLabels[title]).toBe(title)
      expect(values.es.statementTitleLabels[title]).not.toBe(title)
    }
  })
})
