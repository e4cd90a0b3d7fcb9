import { BlogList } from '../../features/blog/components/blog-list';
import { articles } from '../../features/blog/utils/articles';

export default function BlogRoute() {
  return <BlogList articles={articles} />;
}
