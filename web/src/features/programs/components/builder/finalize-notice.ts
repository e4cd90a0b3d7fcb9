/**
 * What exporting does to an in-progress program: said before each export, on the Programs page and
 * in the builder. Nothing is lost: the program is kept, finalized, where the director can reopen it.
 */
export const FINALIZE_NOTICE =
  'The program downloads as a Word document and is marked finalized. You will find it on the Programs page (Select Program lists only programs in progress), where you can reopen it to make changes.';

/** Select Program, when the program being built was exported: where it went. */
export const exportedProgramNotice = (title: string) =>
  `“${title}” was exported, so it is finalized: it is kept on the Programs page, where you can reopen it to make changes.`;

/** Select Program with nothing in progress: where exported programs are. */
export const EXPORTED_PROGRAMS_NOTICE =
  'Exported programs are finalized and kept on the Programs page, where you can reopen them to make changes.';
