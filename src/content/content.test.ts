import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { about } from 'virtual:content/about'
import { campaigns } from 'virtual:content/campaigns'
import { causes, byLocale as causesByLocale } from 'virtual:content/causes'
import { events, byLocale as eventsByLocale } from 'virtual:content/events'
import { featureStrip } from 'virtual:content/feature-strip'
import { featureTiles } from 'virtual:content/feature-tiles'
import { funFacts } from 'virtual:content/fun-facts'
import { heroSlides } from 'virtual:content/hero-slides'
import { partners } from 'virtual:content/partners'
import { photoGrid } from 'virtual:content/photo-grid'
import { blog } from 'virtual:content/post-list'
import { productReviews } from 'virtual:content/product-reviews'
import { products, byLocale as productsByLocale } from 'virtual:content/products'
import { promoImage } from 'virtual:content/promo'
import { team, byLocale as teamByLocale } from 'virtual:content/team'
import { testimonials } from 'virtual:content/testimonials'
import { describe, expect, it } from 'vitest'
import type { ContentImage } from './image'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public')

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length)
}

const allImages: ContentImage[] = [
  ...causes.map((c) => c.image),
  ...campaigns.map((c) => c.image),
  ...events.map((e) => e.image),
  ...team.map((m) => m.image),
  ...blog.posts.flatMap((p) => [p.image, p.wideImage]),
  ...products.map((p) => p.image),
  ...partners.map((p) => p.image),
  ...photoGrid.map((t) => t.image),
  ...heroSlides.map((s) => s.image),
  ...productReviews.map((r) => r.avatar),
  promoImage,
]

describe('causes', () => {
  it('has the six causes in order', () => {
    expect(causes.map((c) => c.slug)).toEqual([
      'Sustainable-Food',
      'Urban-Food-Gardens',
      'Nutrition-Education',
      'Emergency-Food-Assistance',
      'Zero-Waste-Food',
      'Policy-Change-Food-Insecurity',
    ])
    expect(causes.map((c) => c.category)).toEqual([
      'Nutrition',
      'Food Security',
      'Education',
      'Community Support',
      'Sustainability',
      'Advocacy',
    ])
    expect(causes.map((c) => c.progress)).toEqual([65, 75, 85, 95, 55, 35])
  })

  it('shows progress as raised / goal on every cause, with amounts that differ', () => {
    for (const cause of causes) {
      expect(cause.progress).toBe(Math.round((cause.raisedCents / cause.goalCents) * 100))
      expect(cause.body.length).toBeGreaterThan(0)
    }
    expectUnique(causes.map((c) => String(c.raisedCents)))
    expectUnique(causes.map((c) => c.id))
  })

  it('finds by slug', () => {
    expect(causesByLocale.en.findCause('Zero-Waste-Food')?.category).toBe('Sustainability')
    expect(causesByLocale.en.findCause('no-such-cause')).toBeUndefined()
  })
})

describe('campaigns', () => {
  it('has the two featured campaigns', () => {
    expect(campaigns).toHaveLength(2)
    // The collective's own food-rescue campaigns; each bar is raised / goal.
    expect(campaigns[0]).toMatchObject({
      title: 'Holiday lunch packs',
      goalCents: 50000,
      raisedCents: 40000,
      progress: 80,
    })
    expect(campaigns[1]).toMatchObject({
      title: 'Keep the community fridges cold',
      goalCents: 80000,
      raisedCents: 56000,
      progress: 70,
    })
  })
})

describe('events', () => {
  it('has at least eight events including the linked slugs', () => {
    expect(events.length).toBeGreaterThanOrEqual(8)
    const slugs = events.map((e) => e.slug)
    for (const slug of [
      'Help-The-Poor',
      'Help-Children',
      'Provideing-Education',
      'Birds-From-Hunting',
    ]) {
      expect(slugs).toContain(slug)
    }
    expectUnique(slugs)
    expectUnique(events.map((e) => e.id))
  })

  it('gives each event its own valid date, soonest first, with a start before its end', () => {
    expectUnique(events.map((e) => e.date))
    const dates = events.map((e) => e.date)
    expect([...dates].sort()).toEqual(dates)
    for (const event of events) {
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const d = new Date(`${event.date}T12:00:00Z`)
      expect(Number.isNaN(d.getTime())).toBe(false)
      expect(event.startTime).toMatch(/^\d{2}:\d{2}$/)
      expect(event.endTime).toMatch(/^\d{2}:\d{2}$/)
      expect(event.startTime < event.endTime).toBe(true)
      expect(event.address).toMatch(/Riverside, CA \d{5}$/)
    }
  })

  it('finds by slug', () => {
    expect(eventsByLocale.en.findEvent('Provideing-Education')).toBeDefined()
    expect(eventsByLocale.en.findEvent('Providing-Education')).toBeUndefined()
  })
})

describe('team', () => {
  it('has a founder and five volunteers', () => {
    expect(team).toHaveLength(6)
    expect(team[0]?.role).toBe('Founder')
    for (const member of team.slice(1)) expect(member.role).toMatch(/^Volunteer for \d+ years?$/)
    expectUnique(team.map((m) => m.slug))
    expectUnique(team.map((m) => m.id))
  })

  it('has LinkedIn URLs on some members and none on others', () => {
    const withLinkedin = team.filter((m) => m.linkedin !== undefined)
    expect(withLinkedin.length).toBeGreaterThan(0)
    expect(withLinkedin.length).toBeLessThan(team.length)
    for (const m of withLinkedin) expect(m.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\//)
  })

  it('finds by slug', () => {
    expect(teamByLocale.en.findTeamMember('Maya-Thompson')?.role).toBe('Founder')
    expect(teamByLocale.en.findTeamMember('nobody')).toBeUndefined()
  })
})

describe('products', () => {
  it('has twenty products with unique slugs and a higher old price', () => {
    expect(products).toHaveLength(20)
    expectUnique(products.map((p) => p.slug))
    expectUnique(products.map((p) => p.id))
    for (const p of products) {
      expect(Number.isInteger(p.priceCents)).toBe(true)
      expect(p.priceCents).toBeGreaterThan(0)
      expect(p.oldPriceCents).toBeGreaterThan(p.priceCents)
      expect(p.brand).not.toBe('')
      expect(p.size).not.toBe('')
      expect(p.description.length).toBeGreaterThan(0)
    }
  })

  it('finds by slug', () => {
    expect(productsByLocale.en.findProduct('Rescued-Recipes-Cookbook')?.priceCents).toBe(2499)
    expect(productsByLocale.en.findProduct('unknown')).toBeUndefined()
  })
})

describe('smaller collections', () => {
  it('has six testimonials using all three roles', () => {
    expect(testimonials).toHaveLength(6)
    expect(new Set(testimonials.map((t) => t.role))).toEqual(
      new Set(['Volunteer', 'Neighbour', 'Neighbour, now a volunteer']),
    )
  })

  it('has five partners and nine photo tiles', () => {
    expect(partners).toHaveLength(5)
    expect(photoGrid).toHaveLength(9)
  })

  it('has four fun facts, real figures (see features/impact/fun-facts-agree.test.ts)', () => {
    expect(funFacts.map((fact) => fact.label)).toEqual([
      'Pounds of food rescued',
      'Sundays of packing since 2019',
      'Volunteers',
      'Households fed every Sunday',
    ])
  })

  it('has the feature tiles, hero slides, values and reviews', () => {
    expect(featureTiles.map((t) => t.title)).toEqual([
      'Education',
      'Food',
      'Hope',
      'Welcome',
      'Children',
      'Donation',
    ])
    expect(featureStrip.map((t) => t.title)).toEqual(['Education', 'Food', 'Human hope'])
    expect(heroSlides.length).toBeGreaterThanOrEqual(2)
    expect(heroSlides.length).toBeLessThanOrEqual(3)
    expect(about.values.map((v) => v.title)).toEqual([
      'Donation',
      'Food Distribution',
      'Community',
      'Hope',
      'Empathy',
    ])
    expect(about.intro.join(' ')).toContain('Sunday at 3pm')
    expect(productReviews).toHaveLength(2)
    for (const r of productReviews) {
      expect(Number.isInteger(r.rating)).toBe(true)
      expect(r.rating).toBeGreaterThanOrEqual(1)
      expect(r.rating).toBeLessThanOrEqual(5)
    }
  })
})

describe('images', () => {
  it('points every image at an existing SVG of the stated size, with alt text', () => {
    for (const image of allImages) {
      expect(image.src).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/)
      expect(image.alt.trim()).not.toBe('')
      const file = `${publicDir}${image.src}`
      expect(existsSync(file), image.src).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`)
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`)
      expect(svg).toContain('role="img"')
      expect(svg).toMatch(/<title>[^<]+<\/title>/)
    }
  })

  it('keeps the artwork small and never hot-links', () => {
    let total = 0
    for (const src of new Set(allImages.map((i) => i.src))) {
      const svg = readFileSync(`${publicDir}${src}`, 'utf8')
      expect(svg.length, src).toBeLessThan(6.5 * 1024)
      expect(svg).not.toMatch(/(?:href|src)="(?:https?:)?\/\//)
      total += svg.length
    }
    expect(total).toBeLessThan(300 * 1024)
  })

  it('gives no copy any placeholder text', () => {
    const text = JSON.stringify([
      causes,
      events,
      team,
      blog.posts,
      products,
      testimonials,
      campaigns,
    ])
    expect(text.toLowerCase()).not.toContain('lorem')
  })
})
