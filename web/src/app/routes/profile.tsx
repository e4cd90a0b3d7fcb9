import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { isNewUser } from '../../config/paths';
import { useMe } from '../../lib/me';
import { ProfileForm } from '../../features/users/components/profile-form';
import { ProfilePicture } from '../../features/users/components/profile-picture';

export default function ProfileRoute() {
  const [params] = useSearchParams();
  const newUser = isNewUser(params);
  const me = useMe();

  const retry = () => void me.mutate();

  if (!me.data) {
    // nothing to show yet: the failure and Retry take the page's place
    if (me.error) return <LoadError error={me.error} title="Your profile could not be loaded." onRetry={retry} />;
    return <PageLoading label="Loading your profile" />;
  }

  return (
    <Stack gap="8" maxW="3xl">
      {/* a refresh that failed keeps the page and what was typed in it */}
      {me.error && <LoadError error={me.error} title="Your profile could not be refreshed." onRetry={retry} />}
      <PageHeader title={newUser ? 'Welcome to Podium' : 'Your Profile'}>
        {newUser
          ? 'Tell us who you are and where you teach to finish setting up your account.'
          : (me.data.email ?? undefined)}
      </PageHeader>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="4">
          Profile picture
        </Heading>
        <ProfilePicture profile={me.data} />
      </Box>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="1">
          About you
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="5">
          All four fields are needed to use Podium.
        </Text>
        <ProfileForm key={me.data.id} profile={me.data} />
      </Box>
    </Stack>
  );
}
