import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

const Dl = chakra('dl');
const Dt = chakra('dt');
const Dd = chakra('dd');

/** Label/value pairs as a description list (plan, dates...). */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <Dl display="flex" flexDirection="column" gap="2">
      {rows.map((row) => (
        <Box key={row.label} display="flex" gap="3" flexWrap="wrap">
          <Dt color="fg.muted" minWidth="36">
            {row.label}
          </Dt>
          <Dd fontWeight="medium" data-testid={row.testId}>
            {row.value}
          </Dd>
        </Box>
      ))}
    </Dl>
  );
}
