// Written by `npm run wire` from src/features/catalogue.ts and each feature.ts: do not edit.
import type { Island } from '@/lib/islands'

/**
 * Every island of the public site, by the name used in `data-island`. Each entry is a dynamic
 * import, so each island is its own chunk that the loader fetches only when its trigger comes.
 */
export const islands = {
  'admin-bar': () => import('@/features/admin-bar/adminBar.island'),
  header: () => import('@/features/navigation/header.island'),
  'vertical-menu': () => import('@/features/navigation/verticalMenu/verticalMenu.island'),
  'open-now': () => import('@/features/opening-hours/openNow.island'),
  'consent-banner': () => import('@/features/consent/consentBanner.island'),
  'opt-out': () => import('@/features/consent/optOut.island'),
  'embed-gate': () => import('@/features/embeds/embedGate.island'),
  'contact-form': () => import('@/features/contact-forms/contactForm.island'),
  map: () => import('@/features/maps/map.island'),
  'cart-dropdown': () => import('@/features/shop/cart/cartDropdown.island'),
  'cart-page': () => import('@/features/shop/cart/cartPage.island'),
  checkout: () => import('@/features/shop/checkout/checkout.island'),
  product: () => import('@/features/shop/catalogue/product.island'),
  'login-box': () => import('@/features/accounts/loginBox.island'),
  'password-strength': () => import('@/features/accounts/passwordStrength.island'),
  booking: () => import('@/features/booking/booking.island'),
  'ticket-form': () => import('@/features/events/ticketForm.island'),
  lightbox: () => import('@/features/lightbox/lightbox.island'),
  slider: () => import('@/features/sliders/slider.island'),
  'background-video': () => import('@/features/backgrounds/backgroundVideo.island'),
  parallax: () => import('@/features/backgrounds/parallax.island'),
  'page-effects': () => import('@/features/page-effects/pageEffects.island'),
  'scroll-to-top': () => import('@/features/page-effects/scrollToTop.island'),
  'live-search': () => import('@/features/search/liveSearch.island'),
} satisfies Record<string, () => Promise<{ default: Island }>>

export type IslandName = keyof typeof islands
