import { prefersReducedMotion } from '@/lib/autoplay'

import { h } from './dom'
import type { Gallery } from './galleries'
import { TEXT } from './messages'
import { LIGHTBOX_TIMING, lightboxDurations, type LightboxOptions } from './options'

/** The lightbox's elements, built once; viewer.ts gives them their behaviour. */
export function lightboxMarkup(options: LightboxOptions) {
  const button = (action: string, label: string, text = '') =>
    h(
      'button',
      { type: 'button', class: `lb-button lb-${action}`, 'data-lb': action, 'aria-label': label },
      text,
    )
  const closeButton = button('close', TEXT.close, '×')
  const previousButton = button('previous', TEXT.previous, '‹')
  const nextButton = button('next', TEXT.next, '›')
  const slideshowButton = button('slideshow', TEXT.slideshowStart, '▶')
  const zoomButton = button('zoom', TEXT.zoomIn, '+')
  const fullscreenButton = button('fullscreen', TEXT.fullscreen, '⤢')
  fullscreenButton.setAttribute('aria-pressed', 'false')
  slideshowButton.setAttribute('aria-pressed', 'false')
  const counter = h('p', { class: 'lb-counter', 'aria-live': 'polite', 'data-lb-counter': true })
  const title = h('h2', { class: 'lb-title', id: 'lb-title' })
  const caption = h('p', { class: 'lb-caption' })
  const stage = h('div', { class: 'lb-stage', 'data-lb-stage': true })
  const thumbnails = h('nav', { class: 'lb-thumbnails', 'aria-label': TEXT.thumbnails })
  const share = h('p', { class: 'lb-share' })
  // A <div role="dialog">, not <dialog>: browsers refuse fullscreen for dialog elements.
  const dialog = h(
    'div',
    {
      class: 'lb',
      role: 'dialog',
      hidden: true,
      'data-skin': options.skin,
      // A click on the picture keeps the focus in the dialog, so the arrow keys go on working.
      tabindex: '-1',
      'data-path': options.thumbnails ? options.path : undefined,
      'aria-modal': 'true',
      'aria-labelledby': 'lb-title',
      'aria-describedby': 'lb-caption',
    },
    h('div', { class: 'lb-overlay', 'data-lb-overlay': true }),
    stage,
    h(
      'div',
      { class: 'lb-bar', 'data-lb-controls': true },
      counter,
      slideshowButton,
      zoomButton,
      fullscreenButton,
      closeButton,
    ),
    options.arrows ? previousButton : null,
    options.arrows ? nextButton : null,
    h('div', { class: 'lb-texts', 'data-lb-controls': true }, title, caption, share),
    options.thumbnails ? thumbnails : null,
  )
  caption.id = 'lb-caption'
  dialog.style.setProperty('--lb-overlay-opacity', String(options.overlayOpacity))
  dialog.style.setProperty('--lb-offset', `${options.offset}px`)
  const reduced = prefersReducedMotion()
  const durations = lightboxDurations(reduced ? 0 : options.animation)
  dialog.style.setProperty('--lb-switch', `${durations.switch}ms`)
  dialog.style.setProperty('--lb-reposition', `${durations.reposition}ms`)
  dialog.style.setProperty('--lb-fade', `${durations.fade}ms`)
  dialog.style.setProperty('--lb-show', `${reduced ? 0 : LIGHTBOX_TIMING.showHideMs}ms`)
  return {
    dialog,
    stage,
    counter,
    title,
    caption,
    share,
    thumbnails,
    closeButton,
    previousButton,
    nextButton,
    slideshowButton,
    zoomButton,
    fullscreenButton,
  }
}

export type LightboxMarkup = ReturnType<typeof lightboxMarkup>

/** The item's own thumbnail option, else what its link shows or names. */
const thumbnailOf = (item: Gallery['items'][number]) =>
  (typeof item.options.thumbnail === 'string' && item.options.thumbnail) || item.thumbnail

/** One button per item, with its thumbnail (at most 120×80) where it has one. */
export function thumbnailButtons(gallery: Gallery): HTMLButtonElement[] {
  const { width, height } = LIGHTBOX_TIMING.thumbnail
  return gallery.items.map((item, position) => {
    const thumbnail = thumbnailOf(item)
    return h(
      'button',
      {
        type: 'button',
        'data-lb-thumb': String(position),
        'data-icon': item.options.icon === 'video' ? 'video' : undefined,
        'aria-label': `${TEXT.position(position, gallery.items.length)}${item.title ? `: ${item.title}` : ''}`,
      },
      thumbnail
        ? h('img', {
            src: thumbnail,
            alt: '',
            width: String(width),
            height: String(height),
            loading: 'lazy',
          })
        : String(position + 1),
    )
  })
}
