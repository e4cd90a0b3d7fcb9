import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/date-time';
import type { Article } from '../utils/article';
import { articlePageMeta } from '../utils/page-meta';
import { ArticleBody } from './article-body';

function BackToBlog() {
  return (
    <Link asChild color="blue.700" fontSize="sm" fontWeight="medium">
      <RouterLink to={paths.blog.getHref()}>← All articles</RouterLink>
    </Link>
  );
}

/** /blog/<slug>: one article with its date, text and the sources its facts were checked against. */
export function BlogArticle({ article }: { article: Article | undefined }) {
  const slug = article?.slug;
  // an article opened from further down the list starts at its title, not where the list was
  // scrolled; a block body, as Chromium's scrollTo returns a promise React would take for a cleanup
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (!article) {
    return (
      <Stack gap="0" align="flex-start" maxW="3xl">
        <title>Article not found – Podium blog</title>
        <PageHeader title="Article not found" />
        <Text mb="4">There is no article at this address. It may have moved, or the link may be mistyped.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.blog.getHref()}>See all articles</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack as="article" gap="0" maxW="3xl" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '10' }}>
      <title>{articlePageMeta(article).title}</title>
      <BackToBlog />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2" mt="4">
        {article.title}
      </Heading>
      <Text asChild display="block" color="fg.muted" mt="2" mb="6">
        <time dateTime={article.date}>{formatDay(article.date, 'long')}</time>
      </Text>
      <ArticleBody markdown={article.body} />
      {article.sources.length > 0 && (
        <Box as="section" aria-labelledby="article-sources" borderTopWidth="1px" pt="6" mt="4">
          <Heading as="h2" id="article-sources" size="md" mb="2">
            Sources
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Years, durations and grades of the works named above, as these references give them.
          </Text>
          <Box as="ul" listStyleType="disc" ps="5" fontSize="sm">
            {article.sources.map((source) => (
              <Box as="li" key={source.url} mb="1">
                <Link href={source.url} color="blue.700" textDecoration="underline" target="_blank" rel="noreferrer">
                  {source.label}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box mt="8">
        <BackToBlog />
      </Box>
    </Stack>
  );
}
