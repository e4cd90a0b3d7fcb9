import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from './page-header';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export function PolicyPage({
  title,
  version,
  intro,
  sections,
}: {
  title: string;
  version: string;
  intro: string;
  sections: PolicySection[];
}) {
  return (
    <Stack as="article" gap="6" maxW="3xl" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <PageHeader title={title}>{`Version ${version}`}</PageHeader>
      <Text>{intro}</Text>
      {sections.map((section, i) => (
        <Stack as="section" gap="2" key={section.heading}>
          <Heading as="h2" size="md">
            {`${i + 1}. ${section.heading}`}
          </Heading>
          {section.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
