import { describe, expect, it } from 'vitest'

import { DERIVED_ID_BASE, hashedId, idFromAddress, identityKeeper } from './itemIdentity'

const fields = (over: Partial<Parameters<ReturnType<typeof identityKeeper>>[0]>) => ({
  postId: undefined,
  guid: '',
  link: '',
  title: 'Titel',
  date: '2024-05-02 09:00:00',
  type: 'post',
  ...over,
})

describe('an item’s identity', () => {
  it('is the export’s id where it has one, even twice (WordPress’s ids name one item)', () => {
    const identify = identityKeeper()
    expect(identify(fields({ postId: ' 12 ' }))).toEqual({ id: 12, from: 'export' })
    expect(identify(fields({ postId: '12' }))).toEqual({ id: 12, from: 'export' })
  })

  it('is the id its guid or link carries when the export leaves wp:post_id out', () => {
    const identify = identityKeeper()
    expect(identify(fields({ guid: 'https://a.example/?p=19' }))).toEqual({
      id: 19,
      from: 'address',
    })
    expect(identify(fields({ link: 'https://a.example/?page_id=7&preview=true' }))).toEqual({
      id: 7,
      from: 'address',
    })
    expect(idFromAddress('https://a.example/?attachment_id=3#top')).toBe(3)
    expect(idFromAddress('https://a.example/?p=0')).toBeUndefined()
    expect(idFromAddress('https://a.example/?pp=4')).toBeUndefined()
  })

  it('is a stable hash of the guid otherwise, far above WordPress’s ids, the same on every read', () => {
    const first = identityKeeper()(fields({ guid: 'https://a.example/erster/' }))
    const again = identityKeeper()(fields({ guid: 'https://a.example/erster/' }))
    expect(first).toEqual(again)
    expect(first.from).toBe('guid')
    expect(first.id).toBeGreaterThanOrEqual(DERIVED_ID_BASE)
    expect(Number.isSafeInteger(first.id)).toBe(true)
    expect(first.id).toBe(hashedId('https://a.example/erster/'))
  })

  it('never gives two items one id: a repeated guid or a taken address id gets a hash of its own', () => {
    const identify = identityKeeper()
    const one = identify(fields({ guid: 'https://a.example/x/' }))
    const two = identify(fields({ guid: 'https://a.example/x/' }))
    expect(two.id).not.toBe(one.id)
    const byAddress = identify(fields({ guid: 'https://a.example/?p=5' }))
    const sameAddress = identify(fields({ guid: 'https://a.example/?p=5' }))
    expect(byAddress).toEqual({ id: 5, from: 'address' })
    expect(sameAddress.from).toBe('guid')
    // Without guid and link: type, title and date.
    const bare = identify(fields({ title: 'Nur Titel' }))
    expect(bare.id).toBe(hashedId('post\nNur Titel\n2024-05-02 09:00:00'))
  })
})
