import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { pageStyleNonce } from '@premieres/contracts';
import type { ReactNode } from 'react';

let cache: EmotionCache | undefined;

/**
 * The page's one emotion cache (@emotion/react is a shared singleton, so every Chakra copy on the
 * page writes through it). Its <style> elements carry the page's nonce: the policy allows no
 * other inline styles (services/gateway security-headers.ts).
 */
export function pageStyleCache(): EmotionCache {
  cache ??= createCache({ key: 'css', nonce: pageStyleNonce() });
  return cache;
}

/**
 * Put around every Chakra provider: UiProvider does, and so does each remote root that brings
 * its own ChakraProvider (emotion's default cache would write styles without the nonce).
 */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  return <CacheProvider value={pageStyleCache()}>{children}</CacheProvider>;
}
