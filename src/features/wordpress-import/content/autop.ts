const BLOCK =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|figure|figcaption|table|thead|tbody|tr|td|th|pre|hr|iframe|wp-sc|section|article|aside|details|summary|dl|dt|dd|address|form|!--)/i

/**
 * Paragraphs for content the classic editor saved without them: WordPress adds them only when it
 * shows a post (`wpautop`), so an export holds blank lines where the site showed paragraphs.
 * Block-editor content has its own and is left alone.
 */
export function autop(content: string): string {
  if (/<!--\s*wp:/.test(content)) return content
  const text = content.replace(/\r\n?/g, '\n').trim()
  if (text === '') return ''
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n')
}
