/**
 * Public pages are rendered by Next.js's App Router, which puts its client runtime and the page's
 * RSC payload into every document: about 150 KiB of script that a content page does not need
 * (docs/decisions/rendering-without-client-runtime.md). This removes exactly those parts from
 * the rendered HTML and leaves everything React rendered, including our own inline scripts.
 *
 * Next.js has no switch for this in the App Router; the markers below are the ones it writes:
 * script tags and script preloads under /_next/, the flight data pushed to `self.__next_f`, and
 * the bundler's bootstrap (`id="_R_"`, Turbopack's chunk list).
 */
const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>|<link\b([^>]*)>/gi
const NEXT_ASSET = /\b(?:src|href)="\/_next\//i
const SCRIPT_PRELOAD =
  /\brel="modulepreload"|\brel="preload"[^>]*\bas="script"|\bas="script"[^>]*\brel="preload"/i
const RUNTIME_INLINE = /^\s*\(?\s*(?:self\.__next_f|\(?globalThis\[["']TURBOPACK["']\])/

function isRuntime(scriptAttributes: string | undefined, body: string, linkAttributes?: string) {
  if (linkAttributes !== undefined) {
    return NEXT_ASSET.test(linkAttributes) && SCRIPT_PRELOAD.test(linkAttributes)
  }
  const attributes = scriptAttributes ?? ''
  return NEXT_ASSET.test(attributes) || /\bid="_R_"/.test(attributes) || RUNTIME_INLINE.test(body)
}

/** The document without the framework's client runtime and RSC payload. */
export function stripRuntime(html: string): string {
  return html.replace(TAG, (tag, scriptAttributes, body, linkAttributes) =>
    isRuntime(scriptAttributes, body ?? '', linkAttributes) ? '' : tag,
  )
}

/** True when a document still carries any part of the client runtime (used by the tests). */
export const hasClientRuntime = (html: string) =>
  /\/_next\/static\/chunks\/[^"]*\.js/.test(html) || /self\.__next_f\s*(?:=|\.push)/.test(html)
