import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';

/** Links inside the site stay in the app; others open in a new tab. */
function ArticleLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href} color="blue.700" textDecoration="underline" target="_blank" rel="noreferrer">
      {children}
    </Link>
  );
}

// the article's own headings start at h2: the page's h1 is its title
const list = (as: 'ul' | 'ol', children: ReactNode) => (
  <Box as={as} listStyleType={as === 'ul' ? 'disc' : 'decimal'} ps="6" mb="4">
    {children}
  </Box>
);

const sectionHeading: Components['h2'] = ({ children }) => (
  <Heading as="h2" size="xl" mt="8" mb="3">
    {children}
  </Heading>
);

const components: Components = {
  h1: sectionHeading,
  h2: sectionHeading,
  h3: ({ children }) => (
    <Heading as="h3" size="lg" mt="6" mb="2">
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text mb="4">{children}</Text>,
  ul: ({ children }) => list('ul', children),
  ol: ({ children }) => list('ol', children),
  li: ({ children }) => (
    <Box as="li" mb="2" ps="1">
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="4px" borderColor="blue.200" ps="4" color="fg.muted" mb="4">
      {children}
    </Box>
  ),
  a: ArticleLink,
};

/** An article's Markdown as the page's text (no raw HTML: the Markdown library escapes it). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <Box fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
      <Markdown components={components}>{markdown}</Markdown>
    </Box>
  );
}
