// In-page observers of the page-load bench, added before any page script runs: the largest
// contentful paint, layout shifts (CLS as web-vitals defines it: the worst session window, shifts
// at most 1 s apart within 5 s, input-driven ones excluded), long tasks, and event timing for INP.

export interface PageVitals {
  lcp: { time: number; element: string };
  cls: number;
  longTasks: [number, number][];
}

export const PAGE_OBSERVERS = `
  window.__lcp = { time: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp = { time: entry.startTime, element: el ? el.tagName.toLowerCase() + (el.getAttribute('src') ? ' ' + el.getAttribute('src').slice(0, 60) : el.textContent ? ': ' + el.textContent.trim().slice(0, 40) : '') : '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__cls = { value: 0, window: 0, first: 0, last: 0 };
  new PerformanceObserver((list) => {
    const cls = window.__cls;
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (cls.window && entry.startTime - cls.last < 1000 && entry.startTime - cls.first < 5000) {
        cls.window += entry.value;
      } else {
        cls.window = entry.value;
        cls.first = entry.startTime;
      }
      cls.last = entry.startTime;
      cls.value = Math.max(cls.value, cls.window);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__events.push([entry.interactionId, entry.startTime, entry.duration, entry.name]);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export const READ_VITALS = `({ lcp: window.__lcp, cls: window.__cls.value, longTasks: window.__longTasks })`;

/**
 * The interactions' latencies since `since` (ms on the page's clock): each interaction's longest
 * event entry, as INP counts it (input delay + processing + the next paint).
 */
export const interactionsSince = (since: number) => `(() => {
  const byId = new Map();
  for (const [id, start, duration, name] of window.__events) {
    if (start < ${since}) continue;
    const known = byId.get(id);
    if (!known || duration > known.duration) byId.set(id, { duration, name });
  }
  return [...byId.values()];
})()`;
