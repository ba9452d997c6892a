import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, withPictures } from './loader.ts'
import type { Localized, LocalizedLines } from './localize.ts'
import { PUBLISHED_BY_NOW } from './query-content.ts'

interface EventDocument {
  _id: string
  slug: string
  title: Localized
  date: string
  startTime: string
  endTime: string
  location: Localized
  address: string
  image: ImageWithAlt
  summary: Localized
  body: LocalizedLines
}

/** The events, soonest first, each with its page; one scheduled for later is left out until then. */
export const events = loader({
  types: ['event'],
  modules: {
    name: 'events',
    export: 'events',
    finder: 'findEvent',
    extra: {
      source: ({ readAt }) => `export const readAt = ${JSON.stringify(readAt)}\n`,
      declaration:
        '/** When the build read the events: prerendered pages tell upcoming from past as of then. */\n  export const readAt: number',
    },
  },
  query: `*[_type == "event" && ${PUBLISHED_BY_NOW}] | order(date asc, startTime asc){
  _id, "slug": slug.current, title, date, startTime, endTime, location, address,
  "image": image${IMAGE}, summary, body
}`,
  shape: withPictures(
    { type: 'event', field: 'image', size: imageSizes.card },
    (event: EventDocument, l, image) => ({
      id: event._id,
      /** URL segment of /event-single/{slug}; some are fixed by existing links, spelling included. */
      slug: event.slug,
      title: l.text(event.title, 'title'),
      /** ISO date, yyyy-mm-dd. */
      date: event.date,
      /** Local start and end time in Riverside (America/Los_Angeles), 24-hour "HH:MM". */
      startTime: event.startTime,
      endTime: event.endTime,
      location: l.text(event.location, 'location'),
      /** The street address, for maps and calendars. */
      address: event.address,
      image,
      summary: l.text(event.summary, 'summary'),
      body: l.lines(event.body, 'body'),
    }),
  ),
})
