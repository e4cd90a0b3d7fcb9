import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type ISectionOptions,
} from 'docx';
import { formatDuration, UNKNOWN_DURATION, withoutDurationText } from '@app/shared/domain/duration';
import {
  pieceCredit as sharedPieceCredit,
  programListing,
  type Listing as SharedListing,
} from '@app/shared/domain/program-listing';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { cleanLine, cleanLines, formatWhen, formatRunningTime } from './text';

export interface RenderOptions {
  format: DocumentFormat;
  includeProgramNotes: boolean;
  /** The director's locale, for the time of day ("7:00 PM" in en-US). */
  locale: string;
  /** The public page of a shared program: the booklet prints its address and QR code. */
  sharedUrl?: string;
}

/** Printed above a shared program's QR code on the booklet's last page. */
export const SHARED_PAGE_HEADING = 'The program on your phone';

/** Who presents the concert, from the director's profile: printed at the head of the program. */
export interface Presenter {
  schoolName: string | null;
  directorName: string | null;
}

export const INTERMISSION = 'Intermission';
export const NOTES_HEADING = 'Program Notes';
export const CLOSING_HEADING = 'Acknowledgements';
/** Follows the director's name at the head of the program: "Jane Rivera, Director". */
export const DIRECTOR = 'Director';
const CLOSING_TEXT = 'Thank you for joining us and for supporting our performers.';

type Listing = SharedListing<ProgramPiece>;

/** The printed running order (see `programListing` in shared), names made fit for Word. */
export const printedListing = (program: Program): Listing => programListing(program, cleanLine);

/** `Title — Composer, arr. Arranger` as printed. */
export const pieceCredit = (piece: ProgramPiece) => sharedPieceCredit(piece, cleanLine);

// sizes are in half-points, spacing and page sizes in twentieths of a point (1 in = 1440)
const INCH = 1440;

const centered = (
  text: string,
  options: {
    size?: number;
    bold?: boolean;
    italics?: boolean;
    smallCaps?: boolean;
    before?: number;
    after?: number;
    pageBreakBefore?: boolean;
  } = {},
) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    pageBreakBefore: options.pageBreakBefore,
    spacing: { before: options.before ?? 0, after: options.after ?? 120 },
    children: [
      new TextRun({
        text,
        size: options.size,
        bold: options.bold,
        italics: options.italics,
        smallCaps: options.smallCaps,
      }),
    ],
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
    group.pieces.forEach((piece) => {
      const notes = notesUnderPieces ? notesParagraphs(piece, notesSize, 'center') : [];
      out.push(pieceParagraph(piece, notes.length > 0), ...notes);
    });
    if (listing.intermissionAfter === g) intermission();
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

/** The head of the program: the school, the title, when and where, and the director. */
function titleBlock(
  program: Program,
  presenter: Presenter,
  locale: string,
  cover: boolean,
  /** The ensembles whose sets the program lists, in concert order. */
  performing: readonly string[] = [],
): Paragraph[] {
  const school = cleanLine(presenter.schoolName);
  const title = cleanLine(program.title) || 'Concert Program';
  const when = formatWhen(program.performance_date, program.performance_time, locale);
  const venue = cleanLine(program.venue);
  const director = cleanLine(presenter.directorName);
  const size = cover ? 26 : 24;
  return [
    ...(school
      ? [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: cover ? 1.5 * INCH : 0, after: 160 },
            children: [new TextRun({ text: school, size, smallCaps: true })],
          }),
        ]
      : []),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { before: cover && !school ? 2 * INCH : 0, after: cover ? 480 : 200 },
      children: [new TextRun({ text: title })],
    }),
    ...(when ? [centered(when, { size })] : []),
    ...(venue ? [centered(venue, { size, italics: true })] : []),
    // a booklet's cover names the ensembles that perform, as a school's printed programs do, then who directs them
    ...(cover
      ? performing.map((name, i) => centered(name, { size, smallCaps: true, before: i === 0 ? 480 : 0, after: 60 }))
      : []),
    ...(director ? [centered(`${director}, ${DIRECTOR}`, { size, before: cover ? 480 : 120 })] : []),
  ];
}

function standardSection(listing: Listing, head: Paragraph[], includeNotes: boolean): ISectionOptions {
  return {
    properties: {
      page: {
        size: { width: 8.5 * INCH, height: 11 * INCH },
        margin: { top: INCH, bottom: INCH, left: INCH, right: INCH },
      },
    },
    children: [
      ...head,
      new Paragraph({ spacing: { after: 120 }, children: [] }),
      ...listingParagraphs(listing, includeNotes, 20),
    ],
  };
}

/** The booklet's QR code of the shared page, its heading and its address (printed to type in too). */
async function sharedPageParagraphs(url: string): Promise<Paragraph[]> {
  const { toBuffer } = await import('qrcode');
  const png = await toBuffer(url, { type: 'png', width: 600, margin: 1, errorCorrectionLevel: 'M' });
  return [
    centered(SHARED_PAGE_HEADING, { bold: true, before: 480, after: 160 }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [
        new ImageRun({
          type: 'png',
          data: png,
          transformation: { width: 144, height: 144 },
          altText: { name: 'QR code', description: `The program online: ${url}`, title: 'QR code' },
        }),
      ],
    }),
    centered(url, { size: 18 }),
  ];
}

/** Half-letter pages to fold: cover, running order, notes pages, closing page; numbers in the footer from page 2. */
function bookletSection(
  listing: Listing,
  cover: Paragraph[],
  includeNotes: boolean,
  sharedPage: Paragraph[],
): ISectionOptions {
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
      ...cover,
      heading('Program', 'part', true),
      ...listingParagraphs(listing, false, 20),
      ...notesPages,
      heading(CLOSING_HEADING, 'part', true),
      centered(CLOSING_TEXT, { before: 240 }),
      ...sharedPage,
    ],
  };
}

/**
 * The printed program as a .docx: `standard` is one or two letter pages; `booklet` is half-letter
 * pages meant to be folded. No I/O: everything it prints comes from the program and the presenter.
 */
export async function renderProgram(program: Program, presenter: Presenter, options: RenderOptions): Promise<Buffer> {
  const listing = printedListing(program);
  const booklet = options.format === 'booklet';
  const performing = listing.groups.filter((g) => g.ensembleId !== null).map((g) => g.heading);
  const head = titleBlock(program, presenter, options.locale, booklet, performing);
  const section = booklet
    ? bookletSection(
        listing,
        head,
        options.includeProgramNotes,
        options.sharedUrl ? await sharedPageParagraphs(options.sharedUrl) : [],
      )
    : standardSection(listing, head, options.includeProgramNotes);
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
