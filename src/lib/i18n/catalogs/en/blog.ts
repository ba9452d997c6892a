/** English messages of the blog: listings, sidebars, single posts, comments. Keys start with 'blog.'. */
export const blog = {
  // Head tags of the Spanish lists (the English pages' come from their routes)
  'page./blog.description':
    'Stories, recipes and news from the food-rescue collective: Sunday packing sessions, community fridges, gleaning and more.',
  'page./blog-fullwidth.description':
    'Stories, recipes and news from the food-rescue collective, in a full-width layout.',
  'page./blog-left-sidebar.description':
    'Stories, recipes and news from the food-rescue collective, with the sidebar on the left.',
  // A post's head title in the two other layouts
  'blog.head.fullWidthTitle': '{title} (full width)',
  'blog.head.fullWidthDescription': 'Full width layout. {excerpt}',
  'blog.head.leftSidebarTitle': '{title} (left sidebar)',
  'blog.head.leftSidebarDescription': 'Left sidebar layout. {excerpt}',
  // Lists and search
  'blog.list.label': 'Posts, page {page} of {pageCount}',
  'blog.list.showAll': 'Show all posts',
  'blog.list.noMatch': 'No posts match “{query}”. Try another word.',
  'blog.list.matches': '{count} {{post matches|posts match}} “{query}”.',
  'blog.search.label': 'Search posts',
  'blog.search.placeholder': 'Search posts…',
  'blog.search.button': 'Search',
  'blog.pagination.label': 'Blog pages',
  'blog.pagination.previous': 'Previous',
  'blog.pagination.next': 'Next',
  // Read after "Previous" and "Next" by screen readers ("Next page"), not shown.
  'blog.pagination.pageAfter': ' page',
  'blog.pagination.page': 'Page',
  // Sidebar
  'blog.sidebar.label': 'Blog sidebar',
  'blog.sidebar.categories': 'Categories',
  'blog.sidebar.recent': 'Recent posts',
  // A single post
  'blog.post.by': 'By',
  'blog.post.comments': '{count} {{comment|comments}}',
  'blog.post.tags': 'Tags',
  'blog.post.video': 'Video coming soon',
  'blog.post.aboutAuthor': 'About the author',
  'blog.post.authorBio':
    '{firstName} writes for the collective’s blog about what happens behind the packing tables, the fridges and the gardens.',
  'blog.post.more': 'More posts',
  'blog.post.previous': 'Previous post',
  'blog.post.next': 'Next post',
  // Comments
  'blog.comments.count': '{count} {{Comment|Comments}}',
  'blog.comments.title': 'Leave a comment',
  'blog.comments.note': 'Your email address will not be published. Required fields are marked',
  'blog.comments.asRequired': 'as required',
  'blog.comments.comment': 'Comment',
  'blog.comments.submit': 'Post comment',
  'blog.comments.moderation': 'Your comment is awaiting moderation.',
  'blog.comments.nameRequired': 'Please enter your name.',
  'blog.comments.nameTooLong': 'Keep your name under 100 characters.',
  'blog.comments.emailRequired': 'Please enter your e-mail address.',
  'blog.comments.emailInvalid': 'Please enter a valid e-mail address, like name@example.org.',
  'blog.comments.commentRequired': 'Please write a comment.',
  'blog.comments.commentTooLong': 'Keep your comment under {max} characters.',
} as const
