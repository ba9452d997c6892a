import { pageHead } from '../../lib/seo'

/**
 * The head() of a page that is not a content item's: pageHead under the route's own path, which
 * is then written once, in createFileRoute. `meta` is read at head time, once the page's
 * language is known (a description from the catalog needs it).
 */
export const routeHead =
  (meta: () => { title: string; description: string }) =>
  ({ match }: { match: { fullPath: string } }) =>
    pageHead({ ...meta(), path: match.fullPath })
