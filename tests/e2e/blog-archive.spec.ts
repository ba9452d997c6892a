import { readDataset } from '../../scripts/content/sample-dataset'
import { loadSiteContent } from '../../scripts/content/site-content'
import { MANY_POSTS_DATASET } from './support/builds'
import { waitForHydration } from './support/page-checks'
import { collectErrors, expect, test } from './support/test'

// With more posts than the lists' first pages, every blog page starts with the newest only
// (virtual:content/post-list); a later page or a search loads the older ones, and an old post's
// page has its own module. The sample dataset's nine posts all fit the first pages, so this reads
// a generated dataset of twenty (./support/builds.ts).

const postsOf = async () => {
  const documents = readDataset(MANY_POSTS_DATASET)
  const { content } = await loadSiteContent({ kind: 'sample', path: MANY_POSTS_DATASET, documents })
  return content.blog.en.posts
}
const listedPosts = (page: import('@playwright/test').Page) =>
  page.locator('.blog-list h2').allInnerTexts()

test('a later page and a search list the older posts, and an old post opens with its neighbours', async ({
  manyPostsSite,
  page,
}) => {
  const posts = await postsOf()
  expect(posts).toHaveLength(20)
  const errors = collectErrors(page)
  const { baseURL } = manyPostsSite

  await test.step('page 5 of 7, opened from its address', async () => {
    await page.goto(`${baseURL}/blog?page=5`)
    await waitForHydration(page)
    await expect
      .poll(() => listedPosts(page))
      .toEqual(posts.slice(12, 15).map((post) => post.title))
    const pager = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pager.getByRole('link', { name: 'Page 7' })).toBeVisible()
  })

  const old = posts[16] ?? posts[0]
  await test.step('a search finds an old post', async () => {
    await page.goto(`${baseURL}/blog`)
    await waitForHydration(page)
    await page.getByRole('searchbox').fill(old?.title ?? '')
    await expect.poll(() => listedPosts(page)).toEqual([old?.title])
  })

  await test.step('the old post’s own page, with links to its neighbours', async () => {
    await page.goto(`${baseURL}/blog-single/${old?.slug}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(old?.title ?? '')
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute(
      'href',
      `/blog-single/${posts[17]?.slug}`,
    )
    await expect(page.locator('a[rel="next"]')).toHaveAttribute(
      'href',
      `/blog-single/${posts[15]?.slug}`,
    )
  })
  expect(errors).toEqual([])
})
