import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/date-time';
import type { ArticleMeta } from '../utils/article';
import { blogPageMeta } from '../utils/page-meta';

/** /blog: every article, newest first, with its date and summary. */
export function BlogList({ articles }: { articles: readonly ArticleMeta[] }) {
  return (
    <Stack gap="2" maxW="3xl">
      <title>{blogPageMeta.title}</title>
      <PageHeader title="Blog">
        Practical articles for band, orchestra and choir directors: choosing repertoire, timing a concert, writing
        program notes and planning rehearsals.
      </PageHeader>
      {articles.length === 0 ? (
        <Text>No articles yet. Come back soon.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Articles">
          {articles.map((article) => (
            <Box as="li" key={article.slug} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size={{ base: 'lg', md: 'xl' }} lineHeight="1.3">
                <Link asChild color="blue.700" _hover={{ textDecoration: 'underline' }}>
                  <RouterLink to={paths.blogArticle.getHref(article.slug)}>{article.title}</RouterLink>
                </Link>
              </Heading>
              <Text asChild display="block" fontSize="sm" color="fg.muted" mt="1">
                <time dateTime={article.date}>{formatDay(article.date, 'long')}</time>
              </Text>
              <Text mt="3">{article.summary}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
