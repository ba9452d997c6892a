import { byLocale as causes } from 'virtual:content/causes'
import { byLocale as events } from 'virtual:content/events'
import { byLocale as products } from 'virtual:content/products'
import { byLocale as team } from 'virtual:content/team'
import { describe, expect, it } from 'vitest'

describe('finders in each language', () => {
  it('find the same item by slug, in the language asked for', () => {
    const pairs = [
      [causes.en.findCause('Sustainable-Food'), causes.es.findCause('Sustainable-Food')],
      [
        events.en.findEvent(events.en.events[0]?.slug ?? ''),
        events.es.findEvent(events.en.events[0]?.slug ?? ''),
      ],
      [team.en.findTeamMember('Maya-Thompson'), team.es.findTeamMember('Maya-Thompson')],
      [products.en.findProduct('Kitchen-Notebook'), products.es.findProduct('Kitchen-Notebook')],
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
