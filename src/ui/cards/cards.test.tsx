import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { blog } from 'virtual:content/post-list'
import { team } from 'virtual:content/team'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDate } from '../../lib/date-time'
import { CauseCard } from './CauseCard'
import { EventCard } from './EventCard'
import { PostCard } from './PostCard'
import { TeamCard } from './TeamCard'

afterEach(cleanup)

/** Cards hold router links, so they render inside a throwaway in-memory router. */
async function renderWithRouter(element: ReactElement) {
  const rootRoute = createRootRoute({ component: () => element })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByRole('article')
}

function hrefsOf(name: string | RegExp): string[] {
  return screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href') ?? '')
}

const cause = causes[0]
const event = events[1]
const member = team[0]
const video = blog.posts.find((p) => p.format === 'video')
if (!cause || !event || !member || !video) throw new Error('sample content missing')

describe('CauseCard', () => {
  it('shows category, progress, money the right way round and links to the cause', async () => {
    await renderWithRouter(<CauseCard cause={cause} />)
    expect(screen.getByText(cause.category)).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(cause.progress),
    )
    expect(screen.getByText(`${cause.progress}%`)).toBeTruthy()
    // The bar and the amounts agree: $1,950.00 of $3,000.00 is 65%.
    expect(cause.progress).toBe(65)
    expect(screen.getByRole('article').textContent).toContain('$1,950.00 raised of $3,000.00')
    const target = `/cause-single/${cause.slug}`
    expect(hrefsOf(cause.title)).toEqual([target])
    expect(hrefsOf(/^Donate/)).toEqual([target])
    const img = screen.getByRole('img')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('width')).toBe(String(cause.image.width))
  })

  it('loads the image eagerly when asked (above the fold)', async () => {
    await renderWithRouter(<CauseCard cause={cause} loading="eager" />)
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager')
  })

  it('marks the words still in English on a Spanish page, and only those', async () => {
    await renderWithRouter(<CauseCard cause={{ ...cause, englishOnly: ['title', 'summary'] }} />)
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('en')
    expect(screen.getByText(cause.summary).getAttribute('lang')).toBe('en')
    expect(screen.getByText(cause.category).hasAttribute('lang')).toBe(false)
  })
})

describe('EventCard', () => {
  it('shows the event’s own date and links to it', async () => {
    await renderWithRouter(<EventCard event={event} />)
    const time = screen.getByText(formatDate(event.date))
    expect(time.getAttribute('datetime')).toBe(event.date)
    expect(hrefsOf(event.title)).toEqual([`/event-single/${event.slug}`])
  })
})

describe('TeamCard', () => {
  it('shows name and role and links to the member', async () => {
    await renderWithRouter(<TeamCard member={member} />)
    expect(screen.getByText(member.role)).toBeTruthy()
    expect(hrefsOf(member.name)).toEqual([`/team-single/${member.slug}`])
    expect(screen.getByText(member.role).getAttribute('lang')).toBeNull()
  })

  it('marks a role shown in English on a Spanish page', async () => {
    await renderWithRouter(<TeamCard member={{ ...member, englishOnly: ['role'] }} />)
    expect(screen.getByText(member.role).getAttribute('lang')).toBe('en')
  })
})

describe('PostCard', () => {
  it('links category, title and Read More to the post, and badges a video post', async () => {
    await renderWithRouter(<PostCard post={video} />)
    const target = `/blog-single/${video.slug}`
    expect(hrefsOf(video.category)).toEqual([target])
    expect(hrefsOf(video.title)).toEqual([target])
    expect(hrefsOf(/^Read More/)).toEqual([target])
    expect(screen.getByText('Video')).toBeTruthy()
    expect(screen.getByText(video.excerpt)).toBeTruthy()
  })

  it('links to the detail layout the list asks for', async () => {
    await renderWithRouter(<PostCard post={video} detailRoute="/blog-single-fullwidth/$slug" />)
    expect(hrefsOf(/^Read More/)).toEqual([`/blog-single-fullwidth/${video.slug}`])
  })
})
