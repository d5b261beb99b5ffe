import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Refuses a data directory another live process is using; a stale lock (after a crash) is taken over. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'mongod.lock');
  if (fs.existsSync(file)) {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`data directory ${dir} is in use by process ${pid}`);
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
