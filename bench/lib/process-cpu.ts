// CPU time (user + system) of a process and every process below it, read from Linux's /proc: the
// gateway runs the API in a child of tsx's launcher, so its own pid alone would show nothing.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK))

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function children(pid: number): number[] {
  const tasks = read(`/proc/${pid}/task/${pid}/children`) ?? '';
  return tasks.split(/\s+/).filter(Boolean).map(Number);
}

/** utime + stime of one process (all its threads), in ms; 0 once it is gone. */
function ownCpuMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU ms used so far by `pid` and its descendants that are alive now. */
export function treeCpuMs(pid: number): number {
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    total += ownCpuMs(next);
    queue.push(...children(next));
  }
  return total;
}
