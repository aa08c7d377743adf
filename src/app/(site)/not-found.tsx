export default function NotFound() {
  return (
    <section className="not-found">
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
