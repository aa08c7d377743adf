import type { Layout, SeedContext } from '../seedContext'
import { teamMembers } from '../content'

/** The demo page /team. */
export async function seedTeamPage({ media, upsertPage }: SeedContext) {
  await upsertPage('/team', {
    title: 'Team',
    slug: 'team',
    meta: {
      description:
        'Das Team des Salon Lindenblüte: Friseurmeisterin, Friseur, Coloristin und Auszubildende.',
    },
    layout: [
      {
        blockType: 'team',
        anchor: 'team',
        heading: 'Die Menschen hinter Ihrem Look',
        members: teamMembers.map((member) => ({ ...member, photo: media[member.photo] })),
      },
    ] satisfies Layout,
  })
}
