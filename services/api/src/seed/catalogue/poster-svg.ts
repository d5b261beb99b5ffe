// Generates a 2:3 SVG poster for a sample title, so posters work with no network and no binary assets.

const PALETTES: Record<string, [string, string, string]> = {
  Action: ['#2b0a0a', '#c1121f', '#f4a261'],
  'Sci-Fi': ['#03001c', '#3a0ca3', '#4cc9f0'],
  Comedy: ['#3d2c00', '#f9a825', '#fff3b0'],
  Drama: ['#10002b', '#7b2cbf', '#e0aaff'],
  Thriller: ['#0b0c10', '#1f4e5f', '#66fcf1'],
  Romance: ['#3a0519', '#d6336c', '#ffc2d1'],
  Family: ['#0b3d20', '#2d9f5c', '#c7f9cc'],
  Documentary: ['#1b1b1b', '#6b705c', '#ddbea9'],
};
const FALLBACK: [string, string, string] = ['#141414', '#444444', '#bbbbbb'];

export interface PosterInput {
  title: string;
  genre: string;
  type: 'movie' | 'tv';
  release_year: number;
  language: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into lines of at most `max` characters, breaking at spaces. */
export function wrapTitle(title: string, max = 12): string[] {
  const lines: string[] = [];
  for (const word of title.toUpperCase().split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Small deterministic hash so each title gets its own decoration. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function renderPosterSvg(input: PosterInput): string {
  const [dark, mid, light] = PALETTES[input.genre] ?? FALLBACK;
  const h = hash(input.title);
  const cx = 80 + (h % 240);
  const cy = 120 + ((h >>> 8) % 200);
  const r = 90 + ((h >>> 16) % 90);
  const lines = wrapTitle(input.title);
  const fontSize = lines.some((l) => l.length > 9) ? 44 : 54;
  const firstY = 430 - (lines.length - 1) * fontSize * 0.55;
  const titleText = lines
    .map(
      (line, i) => `<tspan x="200" y="${Math.round(firstY + i * fontSize * 1.1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const label = input.type === 'tv' ? 'PREMIERE SERIES' : 'FEATURE FILM';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(input.title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.65" stop-color="${dark}"/><stop offset="1" stop-color="#000"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.85"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="400" height="600" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glow)"/>
<path d="M0 ${520 - (h % 60)} Q200 ${440 + ((h >>> 4) % 80)} 400 ${500 - ((h >>> 12) % 60)} V600 H0Z" fill="#000" fill-opacity="0.45"/>
<text x="24" y="44" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff" letter-spacing="2">PREMIERES</text>
<rect x="24" y="52" width="40" height="4" fill="#e50914"/>
<text x="200" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff" text-anchor="middle">${titleText}</text>
<text x="200" y="548" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#fff" fill-opacity="0.85" text-anchor="middle" letter-spacing="3">${escapeXml(label)}</text>
<text x="200" y="574" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="#fff" fill-opacity="0.7" text-anchor="middle">${escapeXml(`${input.genre} · ${input.language} · ${input.release_year}`)}</text>
</svg>
`;
}
