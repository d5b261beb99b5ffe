// `npm run bench -- downloads [--title ID] [--seconds S] [--parallel N] [--port P]`: downloads for
// offline viewing (issue 27) through the development gateway. For a seeded title (default title 2,
// 120 s: the seed's 2-minute length) and a Premium subscriber: per quality (Standard, High), the
// time of the first licence (packaging by ffmpeg stream copy with AES-128) and of a second one
// (already packaged), the package's size, and the download speed of its files in MB/s, one file
// at a time (as a download manager on one connection) and N at a time.
import { benchGateway } from './lib/gateway';
import { createSubscriber, waitForLadder } from './lib/subscriber';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TITLE = option('--title') ?? '2';
const SECONDS = option('--seconds') ?? '120';
const PARALLEL = Number(option('--parallel')) || 4;
const LADDER_DEADLINE_MS = 15 * 60_000;

interface LicenceFile {
  name: string;
  url: string;
  bytes: number;
}
interface Licence {
  id: string;
  height: number;
  bytes: number;
  files: LicenceFile[];
}

const MB = 1024 * 1024;

async function licence(base: string, token: string, quality: string, deviceId: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/downloads/licences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ contentId: TITLE, quality, deviceId, deviceName: 'Bench' }),
  });
  if (!res.ok) throw new Error(`licence ${quality}: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Licence;
  return { licence: body, ms: performance.now() - started };
}

async function fetchAll(
  base: string,
  files: LicenceFile[],
  parallel: number,
): Promise<{ bytes: number; ms: number }> {
  const queue = [...files];
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const res = await fetch(new URL(file.url, base));
      if (!res.ok) throw new Error(`${file.name}: HTTP ${res.status}`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { bytes, ms: performance.now() - started };
}

async function main() {
  const gateway = await benchGateway(Number(option('--port')) || undefined, {
    SKIP_BUILD: '1',
    SEED_MEDIA_TITLES: TITLE,
    SEED_MEDIA_SECONDS: SECONDS,
    TRANSCODE_PRESET: 'ultrafast',
  });
  try {
    const viewer = await createSubscriber(gateway.base, 'premium', 'bench-downloads');
    console.log(`waiting for title ${TITLE}'s ladder (${SECONDS} s)…`);
    await waitForLadder(gateway.base, viewer.accessToken, TITLE, LADDER_DEADLINE_MS);
    const rows: string[][] = [];
    for (const quality of ['standard', 'high']) {
      const first = await licence(gateway.base, viewer.accessToken, quality, `bench-device-${quality}`);
      const again = await licence(gateway.base, viewer.accessToken, quality, `bench-device-${quality}`);
      const { files, bytes, height } = first.licence;
      await fetchAll(gateway.base, files.slice(0, 2), 1); // warm (JIT, storage)
      const serial = await fetchAll(gateway.base, files, 1);
      const wide = await fetchAll(gateway.base, files, PARALLEL);
      if (serial.bytes !== bytes) throw new Error(`downloaded ${serial.bytes} bytes of ${bytes}`);
      const rate = (r: { bytes: number; ms: number }) => (r.bytes / MB / (r.ms / 1000)).toFixed(1);
      rows.push([
        `${quality} (${height}p)`,
        (bytes / MB).toFixed(2),
        String(files.length),
        (first.ms / 1000).toFixed(2),
        (again.ms / 1000).toFixed(3),
        rate(serial),
        (serial.ms / files.length).toFixed(1),
        rate(wide),
      ]);
    }
    const head = [
      'quality',
      'MB',
      'files',
      'first licence s',
      'again s',
      'MB/s (1 conn)',
      'ms/file (1 conn)',
      `MB/s (${PARALLEL} conn)`,
    ];
    console.log(`\ntitle ${TITLE}, ${SECONDS} s, through the gateway (${gateway.base})`);
    console.log(head.join(' | '));
    for (const row of rows) console.log(row.join(' | '));
  } finally {
    await gateway.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
