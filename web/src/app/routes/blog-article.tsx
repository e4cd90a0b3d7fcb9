import { useParams } from 'react-router-dom';
import { BlogArticle } from '../../features/blog/components/blog-article';
import { findArticle } from '../../features/blog/utils/articles';

export default function BlogArticleRoute() {
  const { slug } = useParams();
  return <BlogArticle article={findArticle(slug)} />;
}
