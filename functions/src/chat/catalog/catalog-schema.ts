import * as z from 'zod';

/**
 * The built-in repertoire catalogue (issue 9): real published works the assistant may recommend
 * besides the director's own library. Plain JSON under `data/`, one file per ensemble family.
 *
 * Every fact is checked against a public reference listed in `sources` (the Wind Repertory
 * Project, a publisher's or a dealer's catalogue page, a festival list); a work whose grade or
 * duration no source confirms is left out.
 *
 * Grade conventions (0.5–6 in 0.5 steps):
 * - Numeric grades are kept (WRP Roman numerals: II = 2, III-1/2 = 3.5, VI = 6).
 * - A range or a plus takes the middle: "Grade 3-4" = 3.5, "Grade 2+" = 2.5, "1.5-2" = 2 (rounded up to 0.5).
 * - Words (choral and jazz publishers): Very Easy = 1, Easy = 2, Medium Easy = 2.5, Medium = 3,
 *   Medium Advanced / Medium Difficult = 4, Advanced / Difficult = 5, Very Advanced / Very Difficult = 6.
 * `grade_text` keeps the source's own wording.
 */

/** Scorings the catalogue is published for; the ensemble types of spec §3 map onto these. */
export const catalogEnsembleTypes = [
  'concert_band',
  'string_orchestra',
  'full_orchestra',
  'jazz_band',
  'mixed_choir',
  'treble_choir',
  'tenor_bass_choir',
] as const;
export type CatalogEnsembleType = (typeof catalogEnsembleTypes)[number];

/** Character words a work may carry; the assistant understands each of them in a request. */
export const catalogTags = [
  'march', 'fanfare', 'overture', 'chorale', 'hymn', 'ballad', 'lyrical', 'energetic', 'dance',
  'suite', 'folk', 'spiritual', 'gospel', 'sacred', 'holiday', 'christmas', 'patriotic', 'american',
  'celtic', 'latin', 'swing', 'blues', 'funk', 'rock', 'bossa-nova', 'samba', 'mambo', 'jazz-waltz',
  'film', 'broadway', 'pop', 'renaissance', 'baroque', 'classical', 'romantic', 'contemporary',
  'programmatic', 'spring', 'autumn', 'winter', 'nature', 'humorous', 'medley', 'world',
  'a-cappella', 'fast', 'slow', 'opener', 'closer', 'contest',
] as const;
export type CatalogTag = (typeof catalogTags)[number];

const isGrade = (v: number) => v >= 0.5 && v <= 6 && Number.isInteger(v * 2);
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const catalogWorkSchema = z.strictObject({
  /** Kebab-case slug of title, composer surname and arranger surname, e.g. `shenandoah-ticheli`. */
  id: z.string().regex(slug, 'id must be a kebab-case slug').max(120),
  title: z.string().trim().min(1).max(300),
  composer: z.string().trim().min(1).max(200),
  arranger: z.string().trim().min(1).max(200).nullable(),
  publisher: z.string().trim().min(1).max(200).nullable(),
  grade: z.number().refine(isGrade, 'grade must be 0.5–6 in steps of 0.5'),
  grade_text: z.string().trim().min(1).max(60),
  /** Seconds. */
  duration: z.number().int().min(30).max(3600),
  ensemble_types: z.array(z.enum(catalogEnsembleTypes)).min(1),
  tags: z.array(z.enum(catalogTags)).min(1).max(8),
  year: z.number().int().min(1000).max(2100).nullable(),
  key: z.string().trim().min(1).max(40).nullable(),
  meter: z.string().trim().min(1).max(40).nullable(),
  /** Voicing or forces, e.g. "SATB, piano", "SSA a cappella", "big band (5 sax, 4 tpt, 4 tbn, rhythm)". */
  scoring: z.string().trim().min(1).max(120).nullable(),
  /** One or two factual sentences from the sources (style, history, what it teaches). */
  notes: z.string().trim().min(1).max(500).nullable(),
  sources: z.array(z.url({ protocol: /^https?$/ })).min(1),
});
export type CatalogWork = z.infer<typeof catalogWorkSchema>;

export const catalogFileSchema = z.array(catalogWorkSchema);
