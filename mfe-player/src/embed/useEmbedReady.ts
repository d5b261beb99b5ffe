import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How long a video-site embed has to say it is there before the player falls back. */
export const EMBED_READY_TIMEOUT_MS = 5000;

export type EmbedReadiness = 'waiting' | 'ready' | 'failed';
const HELLO_EVERY_MS = 500;

/**
 * The embed URL asking the site's player to talk to us: YouTube's iframe API (enablejsapi, our
 * origin) and Vimeo's (api=1) post messages to the page once their player runs.
 */
export function withPlayerApi(embedUrl: string, origin: string): string {
  const url = new URL(embedUrl);
  if (url.hostname.endsWith('vimeo.com')) url.searchParams.set('api', '1');
  else {
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', origin);
  }
  return url.toString();
}

/**
 * Whether the site's player came up in the frame. An iframe's load event cannot tell: a frame
 * whose site is out of reach loads the browser's error page. The site's player, once running,
 * posts messages to the page (YouTube after our "listening" hello on load, Vimeo on its own); none
 * within EMBED_READY_TIMEOUT_MS (or the browser offline) means it cannot load here.
 */
export function useEmbedReady(frame: RefObject<HTMLIFrameElement | null>, active: boolean) {
  const [readiness, setReadiness] = useState<EmbedReadiness>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'failed' : 'waiting',
  );
  /** YouTube's player answers this hello with its first messages (Vimeo's speaks first). */
  const sayHello = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      '*',
    );
  }, [frame]);
  useEffect(() => {
    if (readiness !== 'waiting' || !active) return;
    const onMessage = (event: MessageEvent) => {
      if (frame.current && event.source === frame.current.contentWindow) setReadiness('ready');
    };
    window.addEventListener('message', onMessage);
    // Said again until answered, as YouTube's own API does: the player may not listen yet.
    const hello = setInterval(sayHello, HELLO_EVERY_MS);
    const timer = setTimeout(() => setReadiness('failed'), EMBED_READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(hello);
      clearTimeout(timer);
    };
  }, [frame, readiness, active, sayHello]);
  return { readiness, onLoad: sayHello };
}
