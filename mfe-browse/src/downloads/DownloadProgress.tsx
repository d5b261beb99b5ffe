import { DownloadStyles } from './DownloadStyles';

/** A thin progress bar with its accessible name and value (plain: download-css.ts). */
export function DownloadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      className="dl-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <DownloadStyles />
      <div style={{ width: `${percent}%` }} />
    </div>
  );
}
