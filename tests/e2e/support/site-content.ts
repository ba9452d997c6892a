import { contentSource } from '../../../scripts/content/query-content'
import { loadSiteContent } from '../../../scripts/content/site-content'

/** The content every test build shows: the sample dataset's, read as the build reads it. */
export const siteContent = (await loadSiteContent(contentSource(null))).content
