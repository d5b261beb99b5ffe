import { Center, Text } from '@premieres/ui';

/** The §8 empty-state line of a list. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Center py="10" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border.muted" rounded="md">
      <Text color="fg.muted" textAlign="center">
        {children}
      </Text>
    </Center>
  );
}
