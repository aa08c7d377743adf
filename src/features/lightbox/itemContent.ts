import { adoptStyles } from '@/lib/adoptStyles'
import { onConsentChoices, requestServiceConsent } from '@/contracts/consentEvents'
import { playerUrl, PROVIDER_NAMES } from '@/lib/video/videos'

import { h } from './dom'
import { hostedVideoOf, isKnownType } from './eligibility'
import { type LightboxItem, NO_LIGHTBOX_CLASS } from './galleries'
import { TEXT } from './messages'
import type { LightboxOptions } from './options'

/** What an item shows in the lightbox; `dispose` stops its video and listeners. */
export type ItemView = { element: HTMLElement; image?: HTMLImageElement; dispose: () => void }

const VIDEO_TYPES: Record<string, string> = {
  h264: 'video/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
}

/**
 * Where a visitor gets a plug-in a content type needs (the message links there). Here, in the
 * viewer's chunk, not beside the item types: the links' marker loads on every gallery page.
 */
const PLUGIN_PAGES: Record<string, string> = {
  flash: 'https://www.adobe.com/products/flashplayer/end-of-life.html',
  quicktime: 'https://support.apple.com/downloads/quicktime',
  silverlight: 'https://www.microsoft.com/silverlight/',
}

/** Refreshes layout after content arrived (docs/spec.md: after any completed ajax request). */
export type OnChange = () => void

export function itemView(
  item: LightboxItem,
  options: LightboxOptions,
  onChange: OnChange,
): ItemView {
  if (!isKnownType(item.type)) return pluginNeeded(item, item.type)
  switch (item.type) {
    case 'image':
      return imageView(item, options, onChange)
    case 'video':
      return hostedVideoOf(item.href)
        ? hostedVideoView(item, options)
        : html5VideoView(item, options)
    case 'iframe':
      return iframeView(item, options)
    case 'inline':
    case 'html':
      return inlineView(item)
    case 'ajax':
      return ajaxView(item, onChange)
  }
}

function imageView(item: LightboxItem, options: LightboxOptions, onChange: OnChange): ItemView {
  const alt = item.link.querySelector('img')?.alt ?? item.title
  const image = h('img', {
    src: item.href,
    alt,
    class: 'lb-image',
    decoding: 'async',
    draggable: 'false',
  })
  const element = h(
    'div',
    { class: 'lb-content', 'data-lb-kind': 'image', 'aria-busy': 'true' },
    image,
  )
  image.addEventListener('load', () => {
    element.removeAttribute('aria-busy')
    onChange()
  })
  image.addEventListener('error', () => {
    element.removeAttribute('aria-busy')
    image.replaceWith(errorMessage(options.imageError))
  })
  return { element, image, dispose: () => image.removeAttribute('src') }
}

function html5VideoView(item: LightboxItem, options: LightboxOptions): ItemView {
  const settings = item.options.html5video ?? {}
  const sources = Object.entries(VIDEO_TYPES)
    .map(([key, type]) => ({ src: (settings as Record<string, unknown>)[key], type }))
    .filter((source): source is { src: string; type: string } => typeof source.src === 'string')
  if (sources.length === 0) {
    const extension = /\.(mp4|webm|ogg)(?=$|[?#])/i.exec(item.href)?.[1]?.toLowerCase() ?? 'mp4'
    sources.push({ src: item.href, type: VIDEO_TYPES[extension]! })
  }
  const probe = document.createElement('video')
  const playable = sources.filter((source) => probe.canPlayType(source.type) !== '')
  if (playable.length === 0) return pluginNeeded(item, sources[0]!.type)
  const video = h(
    'video',
    {
      class: 'lb-video',
      controls: settings.controls !== false,
      preload: settings.preload ?? 'metadata',
      autoplay: settings.autoplay === true,
      playsinline: true,
      poster: settings.poster ?? item.options.poster,
      width: String(item.options.width ?? options.video.width),
      height: String(item.options.height ?? options.video.height),
      'aria-label': item.title || undefined,
    },
    ...playable.map((source) => h('source', { src: source.src, type: source.type })),
  )
  return {
    element: h('div', { class: 'lb-content', 'data-lb-kind': 'video' }, video),
    dispose: () => video.pause(),
  }
}

function hostedVideoView(item: LightboxItem, options: LightboxOptions): ItemView {
  const { provider, id } = hostedVideoOf(item.href)!
  const frame = () =>
    h('iframe', {
      class: 'lb-frame',
      src: playerUrl(provider, id, options.players[provider], { autoplay: true }),
      title: item.title || PROVIDER_NAMES[provider],
      allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
      allowfullscreen: true,
      referrerpolicy: 'strict-origin-when-cross-origin',
      width: String(options.video.width),
      height: String(options.video.height),
    })
  return gated(item, options, provider, PROVIDER_NAMES[provider], TEXT.loadVideo, frame, 'video')
}

function iframeView(item: LightboxItem, options: LightboxOptions): ItemView {
  const frame = () =>
    h('iframe', {
      class: 'lb-frame',
      src: item.href,
      title: item.title || item.href,
      width: String(item.options.width ?? options.video.width),
      height: String(item.options.height ?? options.video.height),
      referrerpolicy: 'strict-origin-when-cross-origin',
    })
  const sameOrigin = new URL(item.href, location.href).origin === location.origin
  if (sameOrigin) {
    const element = h('div', { class: 'lb-content', 'data-lb-kind': 'iframe' }, frame())
    return { element, dispose: () => element.replaceChildren() }
  }
  const host = new URL(item.href, location.href).hostname
  return gated(item, options, item.options.service, host, TEXT.loadContent, frame, 'iframe')
}

/**
 * Content from another host waits behind the same two-click notice as embedded videos: nothing
 * is requested until the visitor loads this one or has allowed the service.
 */
function gated(
  item: LightboxItem,
  options: LightboxOptions,
  service: string | undefined,
  providerName: string,
  loadLabel: string,
  frame: () => HTMLIFrameElement,
  kind: string,
): ItemView {
  const poster = item.options.poster ?? item.thumbnail
  const notice = h(
    'div',
    { class: 'lb-gate', 'data-lb-gate': service ?? '' },
    poster ? h('img', { src: poster, alt: '', class: 'lb-gate-poster' }) : null,
    h(
      'div',
      { class: 'lb-gate-notice' },
      h('p', { class: 'lb-gate-provider' }, providerName),
      h(
        'p',
        {},
        `${TEXT.transfer(providerName)} `,
        h('a', { href: options.privacyPath }, TEXT.privacyLink),
      ),
      h(
        'p',
        { class: 'lb-gate-actions' },
        h('button', { type: 'button', 'data-lb-gate-action': 'load' }, loadLabel),
        service
          ? h('button', { type: 'button', 'data-lb-gate-action': 'allow' }, TEXT.allowAlways)
          : null,
      ),
    ),
  )
  const element = h('div', { class: 'lb-content', 'data-lb-kind': kind }, notice)
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    const focus = notice.contains(document.activeElement)
    const player = frame()
    notice.replaceWith(player)
    if (focus) player.focus()
  }
  notice.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-lb-gate-action]')?.dataset
      .lbGateAction
    if (action === 'load') load()
    else if (action === 'allow' && service) requestServiceConsent(service)
  })
  const stop = service ? onConsentChoices((choices) => choices[service] && load()) : () => {}
  return { element, dispose: () => (stop(), element.replaceChildren()) }
}

function inlineView(item: LightboxItem): ItemView {
  const id = decodeURIComponent(new URL(item.href, location.href).hash.slice(1))
  const source = id ? document.getElementById(id) : null
  if (!source) return { element: errorMessage(TEXT.contentError), dispose: () => {} }
  const copy =
    source instanceof HTMLTemplateElement
      ? source.content.cloneNode(true)
      : (source.cloneNode(true) as HTMLElement)
  const element = h('div', { class: 'lb-content lb-html', 'data-lb-kind': 'inline' })
  element.append(copy)
  // The copy sits beside its source: ids would be doubled, and the source may be hidden.
  element.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'))
  element.querySelectorAll('[hidden]').forEach((node) => node.removeAttribute('hidden'))
  if (element.firstElementChild instanceof HTMLElement) {
    element.firstElementChild.removeAttribute('id')
    element.firstElementChild.hidden = false
  }
  return { element, dispose: () => {} }
}

function ajaxView(item: LightboxItem, onChange: OnChange): ItemView {
  const element = h('div', {
    class: 'lb-content lb-html',
    'data-lb-kind': 'ajax',
    'aria-busy': 'true',
  })
  const controller = new AbortController()
  const url = new URL(item.href, location.href)
  const fail = () => {
    element.removeAttribute('aria-busy')
    element.replaceChildren(errorMessage(TEXT.contentError))
    onChange()
  }
  // Only this site's own pages: another host would learn about the visitor without consent.
  if (url.origin !== location.origin) {
    fail()
    return { element, dispose: () => {} }
  }
  fetch(url, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
    signal: controller.signal,
  })
    .then(async (response) => {
      if (!response.ok || !/text\/html/.test(response.headers.get('content-type') ?? ''))
        return fail()
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      adoptStyles(page)
      const body = page.querySelector('main') ?? page.body
      body
        .querySelectorAll('script, style, link, iframe, object, embed')
        .forEach((node) => node.remove())
      element.removeAttribute('aria-busy')
      element.replaceChildren(
        ...Array.from(body.childNodes).map((node) => document.importNode(node, true)),
      )
      onChange()
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) {
        console.error('A lightbox item failed to load', error)
        fail()
      }
    })
  return { element, dispose: () => controller.abort() }
}

function pluginNeeded(item: LightboxItem, type: string): ItemView {
  const page = PLUGIN_PAGES[type.toLowerCase()]
  const element = errorMessage(
    TEXT.pluginNeeded(type),
    ...(page
      ? [h('a', { href: page, rel: 'noopener', class: NO_LIGHTBOX_CLASS }, TEXT.pluginPage)]
      : []),
    h('a', { href: item.href, class: NO_LIGHTBOX_CLASS }, TEXT.openDirectly),
  )
  return { element, dispose: () => {} }
}

function errorMessage(text: string, ...extra: Node[]): HTMLElement {
  return h(
    'div',
    { class: 'lb-content lb-error', 'data-lb-kind': 'error' },
    h('p', {}, text, ...extra.flatMap((node) => [' ', node])),
  )
}
