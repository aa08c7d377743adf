/** The header's German wording (docs/spec.md §2); one place so the markup and scripts agree. */
export const NAV_LABELS = {
  mainMenu: 'Hauptmenü',
  serviceMenu: 'Servicemenü',
  menu: 'Menü',
  search: 'Suche',
  searchField: 'Website durchsuchen',
  searchSubmit: 'Suchen',
  closeSearch: 'Suche schließen',
  goTo: 'Gehe zu ...',
  // The cart dropdown's label; the slot is rendered once the shop exists (no empty placeholder).
  cart: 'Warenkorb',
  openSubmenu: (label: string) => `Untermenü von ${label} öffnen`,
  closeSubmenu: (label: string) => `Untermenü von ${label} schließen`,
} as const
