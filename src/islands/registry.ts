import type { Island } from '@/lib/islands'

type IslandModule = Promise<{ default: Island }>

/**
 * Every island of the public site, by the name used in `data-island`. Each entry is a dynamic
 * import, so each island is its own chunk that the loader fetches only when its trigger comes.
 */
export const islands = {
  'admin-bar': () => import('@/features/admin-bar/adminBar.island'),
  'cart-dropdown': () => import('@/features/shop/cart/cartDropdown.island'),
  'cart-page': () => import('@/features/shop/cart/cartPage.island'),
  checkout: () => import('@/features/shop/checkout/checkout.island'),
  'background-video': () => import('@/features/backgrounds/backgroundVideo.island'),
  booking: () => import('@/features/booking/booking.island'),
  'consent-banner': () => import('@/features/consent/consentBanner.island'),
  'contact-form': () => import('@/features/contact-forms/contactForm.island'),
  'embed-gate': () => import('@/features/embeds/embedGate.island'),
  'ticket-form': () => import('@/features/events/ticketForm.island'),
  header: () => import('@/features/navigation/header.island'),
  lightbox: () => import('@/features/lightbox/lightbox.island'),
  'login-box': () => import('@/features/accounts/loginBox.island'),
  'live-search': () => import('@/features/search/liveSearch.island'),
  map: () => import('@/features/maps/map.island'),
  'open-now': () => import('@/features/opening-hours/openNow.island'),
  'opt-out': () => import('@/features/consent/optOut.island'),
  product: () => import('@/features/shop/catalogue/product.island'),
  parallax: () => import('@/features/backgrounds/parallax.island'),
  'page-effects': () => import('@/features/page-effects/pageEffects.island'),
  'password-strength': () => import('@/features/accounts/passwordStrength.island'),
  slider: () => import('@/features/sliders/slider.island'),
  'scroll-to-top': () => import('@/features/page-effects/scrollToTop.island'),
  'vertical-menu': () => import('@/features/navigation/verticalMenu.island'),
} satisfies Record<string, () => IslandModule>

export type IslandName = keyof typeof islands
