/** English messages of the blog: listings, sidebars, single posts, comments. Keys start with 'blog.'. */
export const blog = {} as const
