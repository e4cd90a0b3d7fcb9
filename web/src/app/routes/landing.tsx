import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { paths } from '../../config/paths';

const FEATURES = [
  { title: 'Repertoire recommendations', text: 'Ask the assistant for pieces that fit your ensemble, its level and your concert.' },
  { title: 'Educational insights', text: 'See what each piece teaches and how it suits the players you have.' },
  { title: 'Program building', text: 'Arrange pieces by ensemble, watch the running time and export the printed program.' },
];

export default function LandingRoute() {
  const auth = useAuth();
  return (
    <Stack gap="12" py={{ base: '4', md: '10' }}>
      <Stack gap="6" align="flex-start" maxW="3xl">
        <LogoMark size={56} />
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Concert programs for music directors
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          Save 20+ hours per concert with AI-powered repertoire recommendations, educational insights and program-building
          tools.
        </Text>
        {auth.isAuthenticated ? (
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.dashboard.getHref()}>Open your dashboard</RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.login.getHref()}>Sign in</RouterLink>
          </Button>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {FEATURES.map((f) => (
          <Box key={f.title} bg="bg" borderWidth="1px" borderRadius="lg" p="6">
            <Heading as="h2" size="md" mb="2">
              {f.title}
            </Heading>
            <Text color="fg.muted">{f.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        <RouterLink to={paths.policies.termsAndConditions.getHref()}>Terms and Conditions</RouterLink> ·{' '}
        <RouterLink to={paths.policies.privacyPolicy.getHref()}>Privacy Policy</RouterLink>
      </Text>
    </Stack>
  );
}
