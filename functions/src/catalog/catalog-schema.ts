import type { UilListing } from '@app/shared/contracts/chat';
import * as z from 'zod';
import { catalogEnsembleTypes, catalogTags, gradeScales, UIL_CLASS_GRADES, UIL_PML_URL } from './catalog-vocabulary';

/**
 * The built-in repertoire catalogue: real published works the assistant may recommend besides the
 * director's own library. Plain JSON under `data/`, one file per scoring; `npm run catalog`
 * packs them into the compressed asset the functions load (`load-catalog.ts`).
 *
 * Every fact has its own public source (`sources`): the grade, the duration and, when it is written
 * out in full, the composer's name. A work whose grade no source confirms is left out; a work whose
 * duration no page states keeps `duration: null` (a "grade-only" work).
 *
 * Grades (0.5–6 in 0.5 steps) keep the scale they were given on (`grade_scale`):
 * - `uil`: the Texas UIL Prescribed Music List (1 easiest – 5 hardest; choirs 6 for extended works).
 * - `uil_class`: a class of the UIL list's solo-and-ensemble events (Class 1 hardest – 3 easiest),
 *   converted by `UIL_CLASS_GRADES`; `grade_text` reads "UIL Class 2 (code)". Such a work carries no
 *   `uil` listing: a listing's grade is read as difficulty, and a class runs the other way.
 * - `wrp`: the Wind Repertory Project's Roman numerals (II = 2, III-1/2 = 3.5, VI = 6).
 * - `publisher`: the publisher's or dealer's grade. A range or a plus takes the middle ("Grade 3-4" =
 *   3.5, "Grade 2+" = 2.5); words: Very Easy = 1, Easy = 2, Medium Easy = 2.5, Medium = 3,
 *   Medium Advanced / Medium Difficult = 4, Advanced / Difficult = 5, Very Advanced = 6.
 * `grade_text` keeps the source's own wording. A work on the UIL list also carries its listing
 * (`uil`: code, UIL grade and what must be performed), whatever scale its `grade` is on.
 */

const isGrade = (v: number) => v >= 0.5 && v <= 6 && Number.isInteger(v * 2);
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const urls = z.array(z.url({ protocol: /^https?$/ }));

/** The shape of the shared contract's `UilListing`, checked. */
export const uilListingSchema: z.ZodType<UilListing> = z.strictObject({
  /** Event–grade–id, e.g. `926-2-34285` (string orchestra, grade 2). */
  code: z.string().regex(/^\d{3}-[0-6]-\d+$/, 'a UIL code is event-grade-id'),
  grade: z.number().int().min(1).max(6),
  /** What must be performed, voicing, language… as the list says; null when it says nothing. */
  specification: z.string().trim().min(1).max(300).nullable(),
});

export const catalogWorkSchema = z
  .strictObject({
    /** Kebab-case slug of title, composer surname and arranger surname, e.g. `shenandoah-ticheli`. */
    id: z.string().regex(slug, 'id must be a kebab-case slug').max(120),
    title: z.string().trim().min(1).max(300),
    /** Full name when a page confirms it (`sources.composer`), else the surname as the UIL list prints it. */
    composer: z.string().trim().min(1).max(200),
    arranger: z.string().trim().min(1).max(200).nullable(),
    publisher: z.string().trim().min(1).max(200).nullable(),
    grade: z.number().refine(isGrade, 'grade must be 0.5–6 in steps of 0.5'),
    grade_scale: z.enum(gradeScales),
    grade_text: z.string().trim().min(1).max(60),
    uil: uilListingSchema.nullable(),
    /** Seconds; null when no public page states it. */
    duration: z.number().int().min(30).max(3600).nullable(),
    ensemble_types: z.array(z.enum(catalogEnsembleTypes)).min(1),
    tags: z.array(z.enum(catalogTags)).min(1).max(8),
    year: z.number().int().min(1000).max(2100).nullable(),
    key: z.string().trim().min(1).max(40).nullable(),
    meter: z.string().trim().min(1).max(40).nullable(),
    /** Voicing or forces, e.g. "SATB, piano", "SSA a cappella", "big band (5 sax, 4 tpt, 4 tbn, rhythm)". */
    scoring: z.string().trim().min(1).max(120).nullable(),
    /** One or two factual sentences from the sources (style, history, what it teaches). */
    notes: z.string().trim().min(1).max(500).nullable(),
    /** The public pages that state each fact. */
    sources: z.strictObject({
      grade: urls.min(1),
      duration: urls,
      /** The page that gives the composer's full name (none for a surname from the UIL list). */
      composer: urls.optional(),
      /** The pages whose words the notes (and the character read from them) come from. */
      notes: urls.optional(),
    }),
  })
  .check((ctx) => {
    const work = ctx.value;
    if ((work.duration == null) !== (work.sources.duration.length === 0)) {
      ctx.issues.push({
        code: 'custom',
        input: work.sources,
        path: ['sources', 'duration'],
        message: 'a duration needs its source, and a source needs a duration',
      });
    }
    if (work.grade_scale === 'uil' && (!work.uil || work.uil.grade !== work.grade)) {
      ctx.issues.push({
        code: 'custom',
        input: work.uil,
        path: ['uil'],
        message: 'a UIL grade needs the UIL listing it comes from',
      });
    }
    if (work.grade_scale === 'uil_class') {
      const uilClass = /^UIL Class (\d) \(\d{3}-(\d)-\d+\)/.exec(work.grade_text);
      if (
        !uilClass ||
        uilClass[1] !== uilClass[2] ||
        UIL_CLASS_GRADES[Number(uilClass[1])] !== work.grade ||
        work.uil
      ) {
        ctx.issues.push({
          code: 'custom',
          input: work.grade_text,
          path: ['grade_text'],
          message: 'a UIL class grade reads "UIL Class N (code)", is its converted grade, and has no UIL listing',
        });
      }
    }
    if ((work.grade_scale === 'uil' || work.grade_scale === 'uil_class') && !work.sources.grade.includes(UIL_PML_URL)) {
      ctx.issues.push({
        code: 'custom',
        input: work.sources,
        path: ['sources', 'grade'],
        message: `a UIL grade cites ${UIL_PML_URL}`,
      });
    }
  });
export type CatalogWork = z.infer<typeof catalogWorkSchema>;

/** Periods of music history, as a composer's main activity falls in them. */
export const composerEras = [
  'medieval',
  'renaissance',
  'baroque',
  'classical',
  'romantic',
  'modern',
  'contemporary',
] as const;
export type ComposerEra = (typeof composerEras)[number];

/**
 * A composer or arranger (`data/composers.json`): the full name as a reference prints it, the
 * strings the catalogue's works use for them (`aliases`: a string that always means this person;
 * `works`: the ids of works where a string shared by several people means this one), and facts
 * with their pages. A fact no page states is null and has no source.
 */
export const composerSchema = z
  .strictObject({
    id: z.string().regex(slug, 'id must be a kebab-case slug').max(80),
    name: z.string().trim().min(1).max(120),
    aliases: z.array(z.string().trim().min(1).max(200)),
    works: z.array(z.string().regex(slug)),
    born: z.number().int().min(900).max(2030).nullable(),
    died: z.number().int().min(900).max(2030).nullable(),
    nationality: z.string().trim().min(1).max(60).nullable(),
    era: z.enum(composerEras).nullable(),
    /** Listed among women composers by a public reference (`sources.woman`). */
    woman: z.boolean(),
    sources: z.strictObject({
      name: urls.min(1),
      years: urls,
      nationality: urls,
      woman: urls,
    }),
  })
  .check((ctx) => {
    const c = ctx.value;
    const facts: [unknown, string[], string][] = [
      [c.born ?? c.died, c.sources.years, 'years'],
      [c.nationality, c.sources.nationality, 'nationality'],
    ];
    for (const [value, pages, name] of facts)
      if (value != null && pages.length === 0)
        ctx.issues.push({
          code: 'custom',
          input: c.sources,
          path: ['sources', name],
          message: `${name} needs a source`,
        });
    if (c.woman && c.sources.woman.length === 0)
      ctx.issues.push({
        code: 'custom',
        input: c.sources,
        path: ['sources', 'woman'],
        message: 'woman needs a source',
      });
  });
export type Composer = z.infer<typeof composerSchema>;
