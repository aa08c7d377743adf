/**
 * The "not found" page content, marked so the front server answers it with HTTP 404. A page that
 * calls Next.js's notFound() is rendered by the client runtime from the RSC payload (the HTML
 * holds only an error shell), which public pages do not ship; so the catch-all page renders this
 * itself and the status travels in the markup.
 */
export function NotFoundContent() {
  return (
    <section className="not-found" data-http-status="404">
      <h1>Seite nicht gefunden</h1>
      <p>
        Diese Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:
      </p>
      <ul>
        <li>
          <a href="/">Zur Startseite</a>
        </li>
        <li>
          <a href="/leistungen">Leistungen &amp; Preise</a>
        </li>
        <li>
          <a href="/kontakt">Kontakt</a>
        </li>
      </ul>
    </section>
  )
}
