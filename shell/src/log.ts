// The shell's log lines: one prefix, structured data, nothing else in the console.
type Level = 'info' | 'warn' | 'error';

export function log(level: Level, message: string, data?: Record<string, unknown>): void {
  const line = `[shell] ${message}`;
  if (data) console[level](line, data);
  else console[level](line);
}
