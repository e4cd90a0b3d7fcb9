import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <Stack gap="4" align="flex-start">
      <PageHeader title="Page not found" />
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={paths.home.getHref()}>Go to the home page</RouterLink>
      </Button>
    </Stack>
  );
}
