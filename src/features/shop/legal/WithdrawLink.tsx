import { SHOP_PATHS } from '../paths'

/**
 * In every page's footer, whatever the owner's legal links: the withdrawal function must be
 * permanently and easily reachable (§ 356a BGB).
 */
export function WithdrawLink() {
  return <a href={SHOP_PATHS.withdraw}>Vertrag widerrufen</a>
}
