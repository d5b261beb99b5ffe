import { Box } from '@premieres/ui';

/** A thin progress bar with its accessible name and value. */
export function DownloadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      height="1.5"
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
      minWidth="8rem"
    >
      <Box height="full" width={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
    </Box>
  );
}
