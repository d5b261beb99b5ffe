/**
 * Marks what opens the player for a title (the hero's Play, or Resume once a position is saved).
 * The player returns focus to its opener when it closes; when the opener was replaced meanwhile
 * (Play turns into Resume while the film plays), focus goes to the title's new opener instead.
 */
export const PLAYER_OPENER_ATTRIBUTE = 'data-player-opener';
