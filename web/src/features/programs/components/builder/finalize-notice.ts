/** What exporting does to an in-progress program: said before each export, on the Programs page and in the builder. */
export const FINALIZE_NOTICE =
  'The program is marked finalized once its document is generated: it leaves Select Program. Reopen it from the Programs page to edit it again.';
