import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type ISectionOptions,
} from 'docx';
import {
  countWithoutDuration,
  formatDuration,
  totalDuration,
  UNKNOWN_DURATION,
  withoutDurationText,
} from '@app/shared/domain/duration';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { cleanLine, cleanLines, formatWhen, formatRunningTime } from './text';

export interface RenderOptions {
  format: DocumentFormat;
  includeProgramNotes: boolean;
}

/**
 * Heading of the pieces not yet assigned to an ensemble. They are printed, not dropped: they are
 * part of the program's running time, and the program's order puts them first (unassigned pieces
 * first, then each ensemble in order), so they open the listing, under this heading, only when there are any.
 */
export const UNASSIGNED_HEADING = 'Additional Pieces';
export const INTERMISSION = 'Intermission';
export const NOTES_HEADING = 'Program Notes';
export const CLOSING_HEADING = 'Acknowledgements';
const CLOSING_TEXT = 'Thank you for joining us and for supporting our performers.';

interface Group {
  heading: string;
  pieces: ProgramPiece[];
}

/** Where the intermission line goes: after a whole group, or after one piece of a single group. */
type IntermissionSlot = { group: number; piece?: number };

export interface Listing {
  groups: Group[];
  intermission: IntermissionSlot | undefined;
  totalSeconds: number;
  /** Pieces whose length nobody gave: left out of the total, and named beside it. */
  withoutLength: number;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The printed running order: unassigned pieces first (pieces whose ensemble is no longer on the
 * program count as unassigned), then each ensemble in program order with its pieces in order.
 * Ensembles without pieces are left out: there is nothing for the audience to read under them.
 */
export function programListing(program: Program): Listing {
  const ensembles = [...program.program_ensembles].sort(byOrder);
  const onProgram = new Set(ensembles.map((e) => e.ensemble_id));
  const pieces = [...program.pieces].sort(byOrder);
  const groups: Group[] = [];
  const unassigned = pieces.filter((p) => p.ensemble_id === null || !onProgram.has(p.ensemble_id));
  if (unassigned.length) groups.push({ heading: UNASSIGNED_HEADING, pieces: unassigned });
  for (const ensemble of ensembles) {
    const own = pieces.filter((p) => p.ensemble_id === ensemble.ensemble_id);
    if (own.length) groups.push({ heading: cleanLine(ensemble.name) || 'Ensemble', pieces: own });
  }
  const totalSeconds = totalDuration(pieces);
  return {
    groups,
    totalSeconds,
    withoutLength: countWithoutDuration(pieces),
    intermission: program.is_half_concert ? intermissionSlot(groups, totalSeconds) : undefined,
  };
}

/**
 * A half concert gets one intermission, at the first point where the running time reaches half
 * of the total: between ensembles when there are two or more, otherwise between the pieces of
 * the one ensemble. Never after the last item (that would be the end of the concert). When no
 * piece has a duration, the piece count stands in for time.
 */
function intermissionSlot(groups: Group[], totalSeconds: number): IntermissionSlot | undefined {
  const weight = (pieces: ProgramPiece[]) => (totalSeconds > 0 ? totalDuration(pieces) : pieces.length);
  const firstHalfEnd = (weights: number[]) => {
    const half = weights.reduce((a, b) => a + b, 0) / 2;
    let running = 0;
    const index = weights.findIndex((w) => (running += w) >= half);
    return Math.min(index, weights.length - 2);
  };
  if (groups.length >= 2) return { group: firstHalfEnd(groups.map((g) => weight(g.pieces))) };
  const only = groups[0];
  if (!only || only.pieces.length < 2) return undefined;
  return { group: 0, piece: firstHalfEnd(only.pieces.map((p) => weight([p]))) };
}

/** `Title — Composer, arr. Arranger`, leaving out what is unknown. */
export function pieceCredit(piece: ProgramPiece): { title: string; credit: string } {
  const composer = cleanLine(piece.composer);
  const arranger = cleanLine(piece.arranger);
  const credit = [composer, arranger && `arr. ${arranger}`].filter(Boolean).join(', ');
  return { title: cleanLine(piece.title) || 'Untitled', credit };
}

// sizes are in half-points, spacing and page sizes in twentieths of a point (1 in = 1440)
const INCH = 1440;

const centered = (
  text: string,
  options: {
    size?: number;
    bold?: boolean;
    italics?: boolean;
    before?: number;
    after?: number;
    pageBreakBefore?: boolean;
  } = {},
) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    pageBreakBefore: options.pageBreakBefore,
    spacing: { before: options.before ?? 0, after: options.after ?? 120 },
    children: [new TextRun({ text, size: options.size, bold: options.bold, italics: options.italics })],
  });

const heading = (text: string, level: 'part' | 'group', pageBreakBefore = false) =>
  new Paragraph({
    heading: level === 'part' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    alignment: AlignmentType.CENTER,
    pageBreakBefore,
    keepNext: true,
    spacing: { before: level === 'part' ? 0 : 280, after: 120 },
    children: [new TextRun({ text })],
  });

function pieceParagraph(piece: ProgramPiece, keepNext: boolean): Paragraph {
  const { title, credit } = pieceCredit(piece);
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    keepNext,
    spacing: { after: 80 },
    children: [new TextRun({ text: title, bold: true }), ...(credit ? [new TextRun({ text: ` — ${credit}` })] : [])],
  });
}

const notesParagraphs = (piece: ProgramPiece, size: number, alignment: 'center' | 'left'): Paragraph[] =>
  cleanLines(piece.notes).map(
    (line) =>
      new Paragraph({
        alignment: alignment === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        indent: { left: INCH / 4, right: INCH / 4 },
        spacing: { after: 100 },
        children: [new TextRun({ text: line, italics: true, size })],
      }),
  );

/** The running order with headings, the intermission line and the total; notes under pieces when asked. */
function listingParagraphs(listing: Listing, notesUnderPieces: boolean, notesSize: number): Paragraph[] {
  const out: Paragraph[] = [];
  const intermission = () => out.push(centered(INTERMISSION, { italics: true, bold: true, before: 240, after: 240 }));
  listing.groups.forEach((group, g) => {
    out.push(heading(group.heading, 'group'));
    group.pieces.forEach((piece, p) => {
      const notes = notesUnderPieces ? notesParagraphs(piece, notesSize, 'center') : [];
      out.push(pieceParagraph(piece, notes.length > 0), ...notes);
      if (listing.intermission?.group === g && listing.intermission.piece === p) intermission();
    });
    if (listing.intermission?.group === g && listing.intermission.piece === undefined) intermission();
  });
  if (!listing.groups.length) out.push(centered('Pieces to be announced.', { italics: true }));
  out.push(
    centered(
      // a length nobody gave is left out of the total, and the total says so (never 0:00 for unknown pieces)
      listing.totalSeconds > 0 || !listing.withoutLength
        ? `Total running time: ${formatDuration(listing.totalSeconds)} (about ${formatRunningTime(listing.totalSeconds)})${listing.withoutLength ? ` ${withoutDurationText(listing.withoutLength)}` : ''}`
        : `Total running time: ${UNKNOWN_DURATION} (${withoutDurationText(listing.withoutLength).slice(2)})`,
      {
        before: 360,
        size: 20,
      },
    ),
  );
  return out;
}

function titleBlock(program: Program, cover: boolean): Paragraph[] {
  const title = cleanLine(program.title) || 'Concert Program';
  const when = formatWhen(program.performance_date, program.performance_time);
  const venue = cleanLine(program.venue);
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { before: cover ? 2 * INCH : 0, after: cover ? 480 : 200 },
      children: [new TextRun({ text: title })],
    }),
    ...(when ? [centered(when, { size: cover ? 26 : 24 })] : []),
    ...(venue ? [centered(venue, { size: cover ? 26 : 24, italics: true })] : []),
  ];
}

function standardSection(program: Program, listing: Listing, includeNotes: boolean): ISectionOptions {
  return {
    properties: {
      page: {
        size: { width: 8.5 * INCH, height: 11 * INCH },
        margin: { top: INCH, bottom: INCH, left: INCH, right: INCH },
      },
    },
    children: [
      ...titleBlock(program, false),
      new Paragraph({ spacing: { after: 120 }, children: [] }),
      ...listingParagraphs(listing, includeNotes, 20),
    ],
  };
}

/** Half-letter pages to fold: cover, running order, notes pages, closing page; numbers in the footer from page 2. */
function bookletSection(program: Program, listing: Listing, includeNotes: boolean): ISectionOptions {
  const withNotes = includeNotes
    ? listing.groups.flatMap((g) => g.pieces).filter((p) => cleanLines(p.notes).length)
    : [];
  const notesPages = withNotes.length
    ? [
        heading(NOTES_HEADING, 'part', true),
        ...withNotes.flatMap((piece) => {
          const { title, credit } = pieceCredit(piece);
          return [
            new Paragraph({
              keepNext: true,
              spacing: { before: 240, after: 40 },
              children: [new TextRun({ text: title, bold: true })],
            }),
            ...(credit
              ? [
                  new Paragraph({
                    keepNext: true,
                    spacing: { after: 100 },
                    children: [new TextRun({ text: credit, size: 20 })],
                  }),
                ]
              : []),
            ...notesParagraphs(piece, 20, 'left'),
          ];
        }),
      ]
    : [];
  const margin = 0.6 * INCH;
  return {
    properties: {
      page: {
        size: { width: 5.5 * INCH, height: 8.5 * INCH },
        margin: { top: margin, bottom: margin, left: margin, right: margin, footer: 0.3 * INCH },
      },
      titlePage: true,
    },
    footers: {
      first: new Footer({ children: [new Paragraph({ children: [] })] }),
      default: new Footer({
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ children: [PageNumber.CURRENT], size: 18 })],
          }),
        ],
      }),
    },
    children: [
      ...titleBlock(program, true),
      heading('Program', 'part', true),
      ...listingParagraphs(listing, false, 20),
      ...notesPages,
      heading(CLOSING_HEADING, 'part', true),
      centered(CLOSING_TEXT, { before: 240 }),
    ],
  };
}

/**
 * The printed program as a .docx: `standard` is one or two letter pages; `booklet` is half-letter
 * pages meant to be folded. No I/O: everything it prints comes from the program.
 */
export async function renderProgram(program: Program, options: RenderOptions): Promise<Buffer> {
  const listing = programListing(program);
  const section =
    options.format === 'booklet'
      ? bookletSection(program, listing, options.includeProgramNotes)
      : standardSection(program, listing, options.includeProgramNotes);
  const document = new Document({
    creator: 'Podium',
    title: cleanLine(program.title) || 'Concert Program',
    styles: {
      default: {
        document: { run: { font: 'Georgia', size: 22 } },
        // black headings: the default blue prints grey on a school's copier
        title: { run: { color: '000000', size: 52 } },
        heading1: { run: { color: '000000', size: 32, bold: true } },
        heading2: { run: { color: '000000', size: 26, bold: true } },
      },
    },
    sections: [section],
  });
  return Packer.toBuffer(document);
}
