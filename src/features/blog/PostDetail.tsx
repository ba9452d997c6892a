import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { Post, PostEntry } from '../../content-modules/types'
import { BlogSidebar } from './BlogSidebar'
import type { BlogLayout } from './blog-layouts'
import { CommentForm } from './CommentForm'
import { PostComments } from './PostComments'
import { PostNeighbours } from './PostNeighbours'
import './blog.css'
import { formatDate } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { InitialAvatar } from '../../ui/InitialAvatar'
import { PostText } from './PostText'

interface PostDetailProps {
  entry: PostEntry
  /** The three detail routes differ only in where the sidebar sits. */
  layout: BlogLayout
}

export function PostDetail({ entry, layout }: PostDetailProps): ReactElement {
  const { post, text } = entry
  return (
    <section className="section">
      <div className={`container blog-layout blog-layout--${layout}`}>
        <div className="blog-layout__main">
          <article className="post">
            <PostMedia post={post} />
            <p className="post__meta">
              <span>
                {t('blog.post.by')} <strong>{post.author}</strong>
              </span>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span lang={langOf(post, 'category')}>{post.category}</span>
              <span>{t('blog.post.comments', { count: post.commentCount })}</span>
            </p>
            <PostText body={text} />
            <ul className="blog-tags" aria-label={t('blog.post.tags')}>
              {post.tags.map((tag) => (
                <li key={tag} lang={langOf(post, 'tags')}>
                  {tag}
                </li>
              ))}
            </ul>
          </article>
          <section className="author-box" aria-label={t('blog.post.aboutAuthor')}>
            <InitialAvatar name={post.author} large />
            <div>
              <p className="author-box__name">{post.author}</p>
              <p className="author-box__title" lang={langOf(post, 'authorTitle')}>
                {post.authorTitle}
              </p>
              <p>{t('blog.post.authorBio', { firstName: post.author.split(' ')[0] ?? '' })}</p>
            </div>
          </section>
          <PostNeighbours previous={entry.previous} next={entry.next} layout={layout} />
          <PostComments />
          <CommentForm />
        </div>
        {layout === 'full' ? null : <BlogSidebar layout={layout} query="" live={false} />}
      </div>
    </section>
  )
}

/**
 * The post's picture. A video post shows its still with a video badge: no recording exists yet,
 * and when one does it belongs here, with captions.
 */
function PostMedia({ post }: { post: Post }): ReactElement {
  const image = post.wideImage
  return (
    <figure className="post__media">
      <ContentImg image={image} loading="eager" fetchPriority="high" decoding="async" />
      {post.format === 'video' ? (
        <figcaption className="post__video-badge">
          <span aria-hidden="true">▶</span> {t('blog.post.video')}
        </figcaption>
      ) : null}
    </figure>
  )
}
