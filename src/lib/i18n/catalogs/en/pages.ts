/** English messages of the about, causes, events, team and testimonials pages and their detail pages. Keys start with 'pages.'. */
export const pages = {} as const
