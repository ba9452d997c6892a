import { byLocale } from 'virtual:content/post-list'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { LatestPosts } from './LatestPosts'

const { en, es } = byLocale
const posts = en.blog.posts

afterEach(() => {
  cleanup()
  activateLocale('en', pageCatalog('en'), '')
})

/** The cards hold router links, so the section renders inside a throwaway in-memory router. */
async function renderSection() {
  const rootRoute = createRootRoute({ component: LatestPosts })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  return screen.findAllByRole('article')
}

describe('LatestPosts', () => {
  it('lists the first three posts in English on an English page', async () => {
    const cards = await renderSection()
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      posts.slice(0, 3).map((post) => post.title),
    )
    expect(cards[0]?.textContent).toContain(posts[0]?.category)
  })

  it('lists the Spanish posts, with their categories in Spanish, on a Spanish page', async () => {
    activateLocale('es', pageCatalog('es'), '')
    const cards = await renderSection()
    const firstThree = es.blog.posts.slice(0, 3)
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      firstThree.map((post) => post.title),
    )
    cards.forEach((card, index) => {
      const post = firstThree[index]
      const english = posts[index]
      if (!post || !english) throw new Error('fewer than three posts')
      expect(card.querySelector('.entity-card__meta a')?.textContent).toBe(post.category)
      expect(post.category).not.toBe(english.category)
      expect(card.textContent).not.toContain(english.category)
    })
  })
})
