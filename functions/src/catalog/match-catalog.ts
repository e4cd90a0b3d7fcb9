import type { EnsembleType } from '@app/shared/contracts/ensembles';
import { formatDuration } from '@app/shared/domain/duration';
import { foldForSearch } from '@app/shared/domain/search-text';
import { CATALOG_TYPES_FOR } from './catalog-vocabulary';
import type { CatalogWork } from './catalog-schema';
import { catalogWorks } from './load-catalog';

/** What a library row says of a piece (any of it may be missing). */
export interface PieceFacts {
  title: string;
  composer: string | null;
  arranger: string | null;
  ensemble_type: EnsembleType | null;
}

export interface CatalogFill {
  value: number;
  /** The grade as its source writes it (grades only). */
  text?: string;
  /** For the import report: "Grade 3 from the UIL list (926-3-19016)". */
  note: string;
}

let byTitle: Map<string, CatalogWork[]> | undefined;
const worksByTitle = () => {
  if (byTitle) return byTitle;
  byTitle = new Map();
  for (const work of catalogWorks()) {
    const key = foldForSearch(work.title);
    const list = byTitle.get(key);
    if (list) list.push(work);
    else byTitle.set(key, [work]);
  }
  return byTitle;
};

const surname = (name: string | null) => foldForSearch(name).split(' ').at(-1) ?? '';

/**
 * The catalogue works a row can only mean: the same title, and the composer's and arranger's
 * surnames and the ensemble type where the row gives them.
 */
export function catalogMatches(piece: PieceFacts): CatalogWork[] {
  const sameTitle = worksByTitle().get(foldForSearch(piece.title)) ?? [];
  const types = piece.ensemble_type ? (CATALOG_TYPES_FOR[piece.ensemble_type] as readonly string[]) : null;
  return sameTitle.filter(
    (w) =>
      (!piece.composer || surname(w.composer) === surname(piece.composer)) &&
      (!piece.arranger || surname(w.arranger) === surname(piece.arranger)) &&
      (!types || w.ensemble_types.some((t) => types.includes(t))),
  );
}

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

const gradeNote = (w: CatalogWork) =>
  w.grade_scale === 'uil'
    ? `Grade ${w.grade} from the UIL list (${w.uil!.code})`
    : w.grade_scale === 'uil_class'
      ? `Grade ${w.grade} (${w.grade_text}) from the UIL list's ensemble class`
      : w.grade_scale === 'wrp'
        ? `Grade ${w.grade} (${w.grade_text}) from the Wind Repertory Project`
        : `Grade ${w.grade} (${w.grade_text}) from the publisher's grading, via the catalogue`;

/** A value every match agrees on; none when there is no match or they differ (ambiguous). */
function agreed<T>(matches: readonly CatalogWork[], valueOf: (w: CatalogWork) => T | null): T | undefined {
  const values = new Set(matches.map(valueOf));
  return values.size === 1 && !values.has(null) ? [...values][0]! : undefined;
}

/**
 * The grade and duration the catalogue can supply for a row that lacks them: only from an
 * unambiguous match (every matching work agrees), never over a value the row has.
 */
export function catalogFillsFor(piece: PieceFacts & { difficulty: number | null; duration: number | null }): {
  difficulty?: CatalogFill;
  duration?: CatalogFill;
} {
  if (piece.difficulty != null && piece.duration != null) return {};
  const matches = catalogMatches(piece);
  if (!matches.length) return {};
  const fills: { difficulty?: CatalogFill; duration?: CatalogFill } = {};
  // the grade, its wording and its source (a UIL code) as every match gives them: what is written is what they all say
  if (piece.difficulty == null && agreed(matches, (w) => `${w.grade}|${w.grade_text}|${gradeNote(w)}`) !== undefined) {
    const w = matches[0]!;
    fills.difficulty = { value: w.grade, text: w.grade_text, note: gradeNote(w) };
  }
  const duration = piece.duration == null ? agreed(matches, (w) => w.duration) : undefined;
  if (duration !== undefined) {
    const source = matches.find((w) => w.duration === duration)!.sources.duration[0]!;
    fills.duration = {
      value: duration,
      note: `Duration ${formatDuration(duration)} from the catalogue (${host(source)})`,
    };
  }
  return fills;
}
