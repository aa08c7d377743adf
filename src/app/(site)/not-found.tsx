import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="not-found">
      <h1>Seite nicht gefunden</h1>
      <p>
        Diese Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:
      </p>
      <ul>
        <li>
          <Link href="/">Zur Startseite</Link>
        </li>
        <li>
          <Link href="/leistungen">Leistungen &amp; Preise</Link>
        </li>
        <li>
          <Link href="/kontakt">Kontakt</Link>
        </li>
      </ul>
    </section>
  )
}
