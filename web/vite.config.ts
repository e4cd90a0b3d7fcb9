import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { parseArticle } from './src/features/blog/utils/article.js';
import { articlePageMeta, blogPageMeta, pageWithMeta, type PageMeta } from './src/features/blog/utils/page-meta.js';

const ARTICLES_DIR = fileURLToPath(new URL('./src/features/blog/articles', import.meta.url));

/**
 * Link previews for the blog: crawlers do not run the app, so the build writes
 * blog/index.html and blog/<slug>/index.html, each the app's index.html with that page's
 * title, description and address. The servers answer those paths with these files.
 */
function blogPages(): Plugin {
  return {
    name: 'podium-blog-pages',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir!;
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const pages: PageMeta[] = [
        blogPageMeta,
        ...readdirSync(ARTICLES_DIR)
          .filter((file) => file.endsWith('.md'))
          .map((file) =>
            articlePageMeta(parseArticle(file.replace(/\.md$/, ''), readFileSync(join(ARTICLES_DIR, file), 'utf8'))),
          ),
      ];
      for (const page of pages) {
        const file = join(outDir, page.path, 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageWithMeta(index, page));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), blogPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config from every recipe with these identity
      // helpers; marked pure, the recipes the app's theme (app/theme.ts) does not take are dropped
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
    },
  },
});
