/**
 * The Sanity project the Studio edits (docs/deploying.md, "Sanity: the content staff edit"). Sanity puts
 * SANITY_STUDIO_* variables into the Studio's build. Without them the Studio still builds, so
 * its build can be checked offline; it needs a real project only to open.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'not-configured'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
