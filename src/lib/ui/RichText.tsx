import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

type LinkedDoc = { value?: unknown; relationTo?: string }

/** Internal links point at pages by id; with depth ≥ 1 the page and its path come along. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: LinkedDoc | null } } }) => {
  const value = linkNode.fields.doc?.value
  return value && typeof value === 'object' && 'path' in value ? String(value.path) : '/'
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
})

export function RichText({ data, className }: { data: SerializedEditorState; className?: string }) {
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={className}
      disableContainer={!className}
    />
  )
}
