/**
 * Page-level contract between whatever shows a slide or a section and the players inside it
 * (embeds, background videos, the lightbox): fired on window, detail `{ command, within? }`, a
 * player inside `within` (or every player, without it) plays or pauses.
 */
export const PLAYER_COMMAND_EVENT = 'salon:player-command'

export type PlayerCommand = { command: 'play' | 'pause'; within?: Element }
