import { PortableText } from '@portabletext/react'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { PostBody } from '../../content-modules/types'

/** A post's text as written in Sanity (Portable Text), marked English when Spanish is missing. */
export function PostText({ body }: { body: PostBody }): ReactElement {
  return (
    <div className="post__body" lang={langOf(body, 'body')}>
      <PortableText value={body.body} />
    </div>
  )
}
