import useSWR from 'swr';
import type { PieceInsights } from '@app/shared/contracts/chat';
import { api } from './api-client';

/** A piece to analyse: a library entry, or a catalogue work the assistant recommended. */
export type InsightsPiece = { libraryEntryId: number; title: string } | { catalogId: string; title: string };

/** GET /library/pieces/{id}/analyze/{ensembleId}; a catalogue work is piece 0 with its catalog_id. */
export const insightsKey = (piece: InsightsPiece, ensembleId: number) =>
  'libraryEntryId' in piece
    ? `/library/pieces/${piece.libraryEntryId}/analyze/${ensembleId}`
    : `/library/pieces/0/analyze/${ensembleId}?catalog_id=${encodeURIComponent(piece.catalogId)}`;

export const getInsights = (key: string) => api.get<PieceInsights>(key);

/** The analysis of a piece for an ensemble (null piece or ensemble: nothing is asked). */
export const useInsights = (piece: InsightsPiece | null, ensembleId: number | null) =>
  useSWR<PieceInsights>(piece && ensembleId !== null ? insightsKey(piece, ensembleId) : null, getInsights, {
    revalidateOnFocus: false,
  });
