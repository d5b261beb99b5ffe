// The prerendered landing page lives in the landing remote's build, so a landing release updates /
// without touching the shell. Two files: what goes into <head> (preload hints, the CSS) and the
// markup placed before React's #root. The head refers to the remote's own files as
// `{{remote}}<file>`: the gateway serves them at /remotes/mfe-landing/, a versioned deploy at
// /remotes/mfe-landing/<version>/ (deploy/scripts/package-artifact.sh fills it in).

export const PRERENDER_HEAD_FILE = 'prerender-head.html';
export const PRERENDER_BODY_FILE = 'prerender-body.html';
export const REMOTE_BASE_PLACEHOLDER = '{{remote}}';

/** What mfe-landing's prerender module prints (see mfe-landing/src/prerender.tsx). */
export interface PrerenderedPage {
  /** Markup of the rendered page (what the live app renders inside #root). */
  html: string;
  /** The page's CSS. */
  css: string;
}

/** The part of a remote's mf-manifest.json that the preload hints need. */
export interface LandingManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * Hints that fetch the landing remote's manifest, entry and exposed chunks with the HTML, instead
 * of after the shell's JavaScript has run and read /remotes.json.
 */
export function preloadLinks(manifest: LandingManifest): string {
  const expose = manifest.exposes?.find((item) => item.name === 'App' || item.name === './App');
  const scripts = [
    manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
    ...(expose?.assets.js.sync ?? []),
  ];
  const base = REMOTE_BASE_PLACEHOLDER;
  return [
    `<link rel="preload" as="fetch" crossorigin href="${base}mf-manifest.json">`,
    ...scripts.map((file) => `<link rel="preload" as="script" href="${base}${file}">`),
  ].join('');
}

export function prerenderHead(page: PrerenderedPage, manifest: LandingManifest): string {
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  return `${preloadLinks(manifest)}<style id="prerender-css">${css}</style>`;
}

/** The static copy; a visitor who chose another language than English sees the live page only. */
export function prerenderBody(page: PrerenderedPage): string {
  const skip =
    "<script>try{var l=localStorage.getItem('premieres-language');if(l&&l!=='en'){document.getElementById('prerender').remove();document.getElementById('prerender-css').remove()}}catch(e){}</script>";
  return `<div id="prerender">${page.html}</div>${skip}`;
}

/** The shell's index.html with the head part in <head> and the markup just before #root. */
export function composeLandingPage(
  indexHtml: string,
  head: string,
  body: string,
  remoteBase: string,
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml
    .replace('</head>', `${head.split(REMOTE_BASE_PLACEHOLDER).join(remoteBase)}</head>`)
    .replace(root, `${body}${root}`);
}
