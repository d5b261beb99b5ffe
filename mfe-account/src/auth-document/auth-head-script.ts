// The prerendered /auth's first script (inline in its <head>, allowed by its hash in the gateway's
// policy): before the first paint it marks <html> with what the query and this browser say, so
// the page paints right without waiting for the island. mode=signup shows the Sign Up tab; a
// browser that had a session shows a spinner while the island asks whether it is still live (the
// React page's spinner, then on to returnTo or the dashboard). The island removes both marks.
import { SESSION_HINT_KEY } from '@premieres/contracts';

/** On <html>: 'signup' while the query's tab is not yet the island's. */
export const AUTH_TAB_ATTRIBUTE = 'data-auth-tab';
/** On <html>: set while the island checks a returning member's session (the card is hidden). */
export const AUTH_CHECKING_ATTRIBUTE = 'data-auth-checking';

export const AUTH_HEAD_SCRIPT = `<script>try{var d=document.documentElement;if(new URLSearchParams(location.search).get('mode')==='signup')d.setAttribute('${AUTH_TAB_ATTRIBUTE}','signup');if(localStorage.getItem('${SESSION_HINT_KEY}')==='1')d.setAttribute('${AUTH_CHECKING_ATTRIBUTE}','')}catch(e){}</script>`;
