import useSWR from 'swr';
import { call, pathOf } from './api-client';

/** A piece to analyse: a library entry, or a catalogue work the assistant recommended. */
export type InsightsPiece = { libraryEntryId: number; title: string } | { catalogId: string; title: string };

/** GET /library/pieces/{id}/analyze/{ensembleId}; a catalogue work is piece 0 with its catalog_id. */
const ANALYZE = 'GET /api/library/pieces/{pieceId}/analyze/{ensembleId}';

const analyzeParams = (piece: InsightsPiece, ensembleId: number) => ({
  pieceId: 'libraryEntryId' in piece ? piece.libraryEntryId : 0,
  ensembleId,
});

export const insightsKey = (piece: InsightsPiece, ensembleId: number) =>
  'libraryEntryId' in piece
    ? pathOf(ANALYZE, analyzeParams(piece, ensembleId))
    : `${pathOf(ANALYZE, analyzeParams(piece, ensembleId))}?catalog_id=${encodeURIComponent(piece.catalogId)}`;

export const getInsights = (piece: InsightsPiece, ensembleId: number) =>
  call(ANALYZE, {
    params: analyzeParams(piece, ensembleId),
    query: 'catalogId' in piece ? { catalog_id: piece.catalogId } : undefined,
  });

/** The analysis of a piece for an ensemble (null piece or ensemble: nothing is asked). */
export const useInsights = (piece: InsightsPiece | null, ensembleId: number | null) =>
  useSWR(piece && ensembleId !== null ? insightsKey(piece, ensembleId) : null, () => getInsights(piece!, ensembleId!), {
    revalidateOnFocus: false,
  });
