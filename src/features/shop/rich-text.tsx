import { Fragment, type ReactNode } from 'react'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'

/**
 * A message with elements in it (a <code> address, a <strong> total), in the active language:
 * each `{name}` placeholder becomes `parts[name]`, wherever the language puts it in the sentence,
 * so a translation never has to be cut into pieces around the elements.
 */
export function richText(key: MessageKey, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const keep = Object.fromEntries(Object.keys(parts).map((name) => [name, `{${name}}`]))
  return t(key, keep)
    .split(/\{(\w+)\}/)
    .map((piece, index) =>
      index % 2 === 1 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move
        <Fragment key={index}>{parts[piece]}</Fragment>
      ) : (
        piece
      ),
    )
}
