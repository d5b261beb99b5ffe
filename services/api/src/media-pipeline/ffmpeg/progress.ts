/**
 * Reads ffmpeg's `-progress pipe:1` output (key=value lines, a block per update ending with
 * `progress=continue|end`) and reports percent of `durationSeconds` done, 0..100.
 */
export function progressReader(durationSeconds: number, onPercent: (percent: number) => void) {
  let buffered = '';
  let last = -1;
  return (chunk: string): void => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value = ''] = line.trim().split('=');
      let percent: number | null = null;
      // out_time_us is right; out_time_ms is also microseconds (an old ffmpeg misnomer).
      if ((key === 'out_time_us' || key === 'out_time_ms') && /^\d+$/.test(value) && durationSeconds > 0) {
        percent = Math.min(99, Math.floor((Number(value) / 1e6 / durationSeconds) * 100));
      } else if (key === 'progress' && value === 'end') {
        percent = 100;
      }
      if (percent !== null && percent > last) {
        last = percent;
        onPercent(percent);
      }
    }
  };
}
