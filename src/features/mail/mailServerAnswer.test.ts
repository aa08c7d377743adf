import { describe, expect, it } from 'vitest'

import { explainMailFailure } from './mailServerAnswer'

const smtp = (code: string, message: string, responseCode?: number) =>
  Object.assign(new Error(message), { code, responseCode })

describe('explainMailFailure', () => {
  it('says in German what the owner can do, and keeps the server’s words', () => {
    expect(explainMailFailure(smtp('EAUTH', 'Invalid login: 535 5.7.8 Error', 535))).toEqual({
      explanation:
        'Der Mailserver hat die Anmeldung abgelehnt: Benutzername oder Passwort stimmen nicht.',
      detail: 'Invalid login: 535 5.7.8 Error',
    })
    expect(
      explainMailFailure(smtp('ESOCKET', 'connect ECONNREFUSED 127.0.0.1:1')).explanation,
    ).toBe('Der Mailserver ist nicht erreichbar: Bitte Serveradresse und Port prüfen.')
    expect(
      explainMailFailure(smtp('ESOCKET', 'write EPROTO ssl3_get_record:wrong version number'))
        .explanation,
    ).toMatch(/^Die verschlüsselte Verbindung kam nicht zustande/)
    expect(
      explainMailFailure(smtp('EENVELOPE', '553 5.7.1 Sender address rejected', 553)).explanation,
    ).toMatch(/^Der Mailserver lehnt die Absenderadresse ab/)
    expect(explainMailFailure('kaputt')).toEqual({
      explanation: 'Der Mailserver hat die Testmail nicht angenommen.',
      detail: 'kaputt',
    })
  })
})
