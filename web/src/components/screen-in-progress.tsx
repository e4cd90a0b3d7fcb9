import { Box } from '@chakra-ui/react';
import { PageHeader } from './page-header';

/** A route whose screen a later release brings: its heading and one honest sentence. */
export function ScreenInProgress({ title, what }: { title: string; what: string }) {
  return (
    <Box>
      <PageHeader title={title}>{`This screen is being built: ${what} will appear here.`}</PageHeader>
    </Box>
  );
}
