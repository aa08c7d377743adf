import type { Block, Field } from 'payload'

/** The words of a document a visitor can read, split by weight. */
export type ExtractedText = { headings: string[]; body: string[] }

/** Text fields by these names are titles of a section or an item: they rank as headings. */
const HEADING_NAMES = new Set(['heading', 'title', 'headline', 'subheading'])
/** Technical text (row ids, the admin's block names, anchors, addresses) no visitor reads. */
const SKIPPED_NAMES = new Set([
  'id',
  'blockName',
  'anchor',
  'url',
  'href',
  'slug',
  'path',
  'videoId',
  'embedId',
])

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Walks a document along its field configuration (not its raw JSON, which also holds colours,
 * options and ids) and collects the text of text, textarea and rich-text fields, through blocks,
 * arrays, groups, tabs, rows and collapsibles. Hidden fields are left out; a field opts out with
 * `custom: { searchable: false }`.
 */
export function extractText(
  fields: readonly Field[],
  data: unknown,
  blocksBySlug: ReadonlyMap<string, Block>,
  out: ExtractedText = { headings: [], body: [] },
): ExtractedText {
  if (!isRecord(data)) return out
  for (const field of fields) {
    if ((field.custom as { searchable?: boolean } | undefined)?.searchable === false) continue
    // Hidden fields hold bookkeeping (the last published address, demo marks), never page text.
    if ((field.admin as { hidden?: boolean } | undefined)?.hidden) continue
    if ('name' in field && SKIPPED_NAMES.has(field.name)) continue
    const value = 'name' in field ? data[field.name] : data
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (typeof value === 'string' && value.trim()) {
          ;(HEADING_NAMES.has(field.name) ? out.headings : out.body).push(value.trim())
        }
        break
      case 'richText':
        collectLexical((value as { root?: LexicalNode } | undefined)?.root, out)
        break
      case 'blocks':
        for (const item of Array.isArray(value) ? value : []) {
          const slug = isRecord(item) ? item.blockType : undefined
          const block =
            field.blocks?.find((candidate) => candidate.slug === slug) ??
            (typeof slug === 'string' ? blocksBySlug.get(slug) : undefined)
          if (block) extractText(block.fields, item, blocksBySlug, out)
        }
        break
      case 'array':
        for (const row of Array.isArray(value) ? value : []) {
          extractText(field.fields, row, blocksBySlug, out)
        }
        break
      case 'group':
      case 'row':
      case 'collapsible':
        extractText(field.fields, value, blocksBySlug, out)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          extractText(
            tab.fields,
            'name' in tab && tab.name ? data[tab.name] : data,
            blocksBySlug,
            out,
          )
        }
        break
      default:
        break
    }
  }
  return out
}

const TEXT_BLOCKS = new Set(['paragraph', 'quote', 'listitem', 'text'])

/** Rich text: headings apart, every paragraph, quote and list item into the body. */
function collectLexical(node: LexicalNode | undefined, out: ExtractedText) {
  if (!node) return
  if (node.type === 'heading' || (node.type && TEXT_BLOCKS.has(node.type))) {
    // Whole paragraphs: formatting splits text into nodes, sometimes inside a word.
    const text = lexicalText(node).replace(/\s+/g, ' ').trim()
    if (text) (node.type === 'heading' ? out.headings : out.body).push(text)
    return
  }
  for (const child of node.children ?? []) collectLexical(child, out)
}

const lexicalText = (node: LexicalNode): string =>
  node.type === 'text'
    ? (node.text ?? '')
    : node.type === 'linebreak'
      ? ' '
      : (node.children ?? []).map(lexicalText).join('')
