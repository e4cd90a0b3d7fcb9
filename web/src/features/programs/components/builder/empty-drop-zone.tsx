import { Box, type BoxProps } from '@chakra-ui/react';

/** An empty list of the board: a dashed box, blue while a dragged piece would land in it. */
export function EmptyDropZone({ targeted, ...box }: BoxProps & { targeted: boolean }) {
  return (
    <Box
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      borderColor={targeted ? 'blue.400' : 'gray.300'}
      {...box}
    />
  );
}
