import { composerIndex, type ComposerIndex } from '../catalog/composer-facts';
import { catalogComposers, catalogWorks } from '../catalog/load-catalog';
import { fromCatalog, type Candidate } from './assistant/candidates';

/**
 * The catalogue as the assistant reads it, on first use (a cold start that only lists sessions never
 * loads it). It needs no configuration, so a script (`npm run bedrock:smoke`) reads the same
 * candidates as the chat function.
 */
let catalogued: Candidate[] | undefined;
let composers: ComposerIndex | undefined;

/** Every composer record, indexed by the names works use. */
export const catalogComposerIndex = () => (composers ??= composerIndex(catalogComposers()));

/** The catalogue as candidates. */
export const catalogCandidates = () =>
  (catalogued ??= catalogWorks().map((w) => fromCatalog(w, catalogComposerIndex())));
