import { Box, chakra, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqListItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

const Details = chakra('details');
const Summary = chakra('summary');

/**
 * An accordion of questions built on <details>/<summary>: keyboard accessible, and it works in
 * prerendered HTML before (or without) any JavaScript.
 */
export function FaqList({ items, name }: { items: readonly FaqListItem[]; name?: string }) {
  return (
    <Stack gap="2" data-testid="faq-list">
      {items.map((item) => (
        <Details
          key={item.id}
          // Same name: opening one closes the others (exclusive accordion in modern browsers).
          name={name}
          bg="bg.muted"
          borderRadius="md"
          css={{
            '&[open] .faq-icon': { transform: 'rotate(45deg)' },
            '& > summary::-webkit-details-marker': { display: 'none' },
          }}
        >
          <Summary
            listStyle="none"
            cursor="pointer"
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px={{ base: '4', md: '6' }}
            py="5"
            fontSize={{ base: 'md', md: 'xl' }}
            fontWeight="medium"
            _hover={{ bg: 'bg.emphasized' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            {item.question}
            <Box as="span" className="faq-icon" transition="transform 0.2s" flexShrink={0}>
              <Plus aria-hidden="true" size={28} />
            </Box>
          </Summary>
          <Box
            px={{ base: '4', md: '6' }}
            pb="5"
            pt="1"
            fontSize={{ base: 'md', md: 'lg' }}
            color="fg.muted"
            borderTopWidth="1px"
            borderColor="bg"
          >
            {item.answer}
          </Box>
        </Details>
      ))}
    </Stack>
  );
}
