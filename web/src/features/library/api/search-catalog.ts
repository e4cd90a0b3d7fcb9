import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

export const CATALOG_WORKS_PATH = pathOf('GET /api/catalog/works');
/** The catalogue is searched from this many typed characters. */
export const CATALOG_MIN_CHARS = 2;

/** GET /catalog/works: catalogue works whose title, composer or arranger match every word typed. */
export const searchCatalog = async (q: string) => (await call('GET /api/catalog/works', { query: { q } })).works;

/** Catalogue works for the text (none below two characters); the previous answer stays while the next loads. */
export const useCatalogSearch = (text: string) => {
  const q = text.trim();
  return useSWR(q.length >= CATALOG_MIN_CHARS ? [CATALOG_WORKS_PATH, q] : null, ([, query]) => searchCatalog(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
};
