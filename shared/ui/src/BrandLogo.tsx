import { Text, type TextProps } from '@chakra-ui/react';

/** The word mark: the product name in the brand red. */
export function BrandLogo(props: TextProps) {
  return (
    <Text
      as="span"
      fontWeight="black"
      letterSpacing="tight"
      color="brand.solid"
      fontSize={{ base: 'xl', md: '2xl' }}
      textTransform="uppercase"
      {...props}
    >
      premieres
    </Text>
  );
}
