import PlayerHost from './dialog/PlayerHost';

/**
 * Exposed as `mfe-player/App` for symmetry with the other remotes: the player owns no route,
 * so App is the host of the dialog.
 */
export default function App() {
  return <PlayerHost />;
}
