/** Sliders and other code pause or play loaded players with this window event. */
export const PLAYER_COMMAND_EVENT = 'salon:player-command'
