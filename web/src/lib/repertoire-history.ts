import useSWR from 'swr';
import { call, pathOf } from './api-client';

/**
 * What each ensemble played (GET /api/repertoire-history): every piece of the finalized programs
 * whose date has passed, newest first. One swr key for the whole app: My Ensembles (each
 * ensemble's concerts) and the Library (who played an entry) read it, and every change to a
 * program revalidates it with the programs' lists (the programs feature's `revalidatePrograms`).
 */
export const repertoireHistoryKey = pathOf('GET /api/repertoire-history');

export const getRepertoireHistory = () => call('GET /api/repertoire-history');

/** The repertoire history; read again when a page that shows it opens, not on window focus. */
export const useRepertoireHistory = () =>
  useSWR(repertoireHistoryKey, getRepertoireHistory, { revalidateOnFocus: false, shouldRetryOnError: false });
