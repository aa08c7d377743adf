import { island } from '@/lib/islands'
import { HeaderToggle, ToolIcon } from '@/lib/ui/HeaderToggle'

import { SHOP_PATHS } from '../paths'
import styles from '../Shop.module.css'

const CartIcon = () => (
  <ToolIcon>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </ToolIcon>
)

/** The icon, its name and the count the island fills in; the link and the button show the same. */
const cartFace = (
  <>
    <CartIcon />
    <span className="visually-hidden">Warenkorb</span>
    <span className={styles.cartCount} data-cart-count hidden />
  </>
)

/**
 * The header's cart (spec §2 „Cart dropdown“, labelled „Warenkorb“). Cached with every page, so
 * it holds nothing of a visitor: a link to /warenkorb that works without script. The
 * `cart-dropdown` island (idle) shows the count from the cart cookie and turns the link into a
 * button that opens the items, the subtotal and the ways to cart and checkout.
 */
export function CartDropdown() {
  return (
    <div className={styles.cartDropdown} {...island('cart-dropdown', 'idle')}>
      <HeaderToggle
        name="cart"
        href={SHOP_PATHS.cart}
        panelId="cart-panel"
        link={cartFace}
        button={cartFace}
      />
      <div id="cart-panel" className={styles.cartPanel} role="region" aria-label="Warenkorb" hidden>
        <p data-cart-empty>Ihr Warenkorb ist leer.</p>
        <ul className={styles.cartPanelLines} data-cart-lines />
        <p className={styles.cartPanelTotal} data-cart-subtotal-row hidden>
          Zwischensumme: <strong data-cart-subtotal />
        </p>
        <p className={styles.cartPanelLinks}>
          <a href={SHOP_PATHS.cart}>Zum Warenkorb</a>
          <a href={SHOP_PATHS.checkout} className={styles.primaryLink}>
            Zur Kasse
          </a>
        </p>
      </div>
    </div>
  )
}
