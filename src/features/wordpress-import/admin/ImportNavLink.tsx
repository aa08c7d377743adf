/** „Umzug von WordPress“ in the admin's navigation (the page checks the role). */
export function ImportNavLink() {
  return (
    <a
      className="nav__link"
      href="/admin/umzug"
      style={{ display: 'block', marginBottom: '0.75rem' }}
    >
      <span className="nav__link-label">Umzug von WordPress</span>
    </a>
  )
}
