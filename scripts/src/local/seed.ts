import { createEnsemble } from '@app/functions/ensembles/service';
import { libraryChanged } from '@app/functions/library/library-copy';
import { batchPutEntries, newLibraryRecord } from '@app/functions/library/entry-repository';
import { createProgram } from '@app/functions/programs/service';
import { createUser, newUserRecord, type UserRecord } from '@app/functions/users/repository';
import { createEnsembleSchema } from '@app/shared/contracts/ensembles';
import { createProgramSchema } from '@app/shared/contracts/programs';
import { libraryEntryInputSchema } from '@app/shared/contracts/library';
import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { foldForSearch } from '@app/shared/domain/search-text';
import type { LocalAccount } from './accounts';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
import { demoLibrary, demoLibraryCatalogueIds, libraryFieldsOf } from './seed-library';

/**
 * Seeds the demo account so `npm start` then sign-in shows a working product: a complete
 * profile, an active subscription and accepted terms. Only runs for an account the table does
 * not know yet, so a director's own changes to the demo data survive restarts.
 * Imported after the stack has set the functions' environment.
 */
export async function seedDemoAccount(account: LocalAccount): Promise<boolean> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    ...newUserRecord({ sub: account.sub, email: account.email, name: account.name }, now),
    school_name: 'Lincoln High School',
    state: 'Oregon',
    country: 'United States',
    has_subscription: true,
    subscription_plan: 'yearly',
    subscription_updated_at: now,
    terms_accepted: true,
    privacy_policy_accepted: true,
    terms_version: DEFAULT_POLICY_VERSION,
    privacy_policy_version: DEFAULT_POLICY_VERSION,
    terms_accepted_at: now,
    signup_preferences: {
      teaching_level: 'high_school',
      primary_ensemble_type: 'concert_band',
      newsletter_opt_in: false,
    },
  };
  if (!(await createUser(user))) return false;
  const libraryIds = await seedDemoLibrary(user);
  await seedDemoProgram(user, libraryIds);
  return true;
}

/** A piece of the demo library by title and composer (folded), whatever its arrangement. */
export type LibraryIdOf = (title: string, composer: string) => number;

/** The verified demo library (seed-library.ts) as the demo account's entries. */
export async function seedDemoLibrary(user: UserRecord): Promise<LibraryIdOf> {
  const now = new Date().toISOString();
  const catalogue = new Map(catalogWorks().map((w) => [w.id, w]));
  const copies = demoLibraryCatalogueIds.map((id) => {
    const work = catalogue.get(id);
    if (!work) throw new Error(`the catalogue has no work "${id}" for the demo library`);
    return libraryFieldsOf(work);
  });
  const records = [...demoLibrary.map(({ sources: _sources, ...work }) => work), ...copies].map((work) =>
    newLibraryRecord(user.sub, libraryEntryInputSchema.parse(work), now),
  );
  await batchPutEntries(records);
  await libraryChanged(user, { put: records, countChange: records.length });
  const ids = new Map(records.map((r) => [`${foldForSearch(r.title)}|${foldForSearch(r.composer)}`, r.id]));
  return (title, composer) => {
    const id = ids.get(`${foldForSearch(title)}|${foldForSearch(composer)}`);
    if (!id) throw new Error(`the demo library has no "${title}" by ${composer}`);
    return id;
  };
}

/**
 * Three ensembles and an in-progress spring concert with real, widely performed works (durations
 * are typical performance lengths): pieces for each ensemble and one not yet assigned.
 */
export async function seedDemoProgram(user: UserRecord, libraryId: LibraryIdOf): Promise<void> {
  const band = await createEnsemble(
    user,
    createEnsembleSchema.parse({ name: 'Lincoln High Symphonic Band', type: 'concert_band', level: 4, size: 55 }),
  );
  const jazz = await createEnsemble(
    user,
    createEnsembleSchema.parse({ name: 'Lincoln High Jazz Band', type: 'jazz_band', level: 3.5, size: 18 }),
  );
  const strings = await createEnsemble(
    user,
    createEnsembleSchema.parse({ name: 'Lincoln High String Orchestra', type: 'string_orchestra', level: 3, size: 32 }),
  );
  await createProgram(
    user,
    createProgramSchema.parse({
      title: 'Spring Concert 2027',
      ensemble_ids: [band.id, jazz.id, strings.id],
      performance_date: '2027-05-13',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      is_half_concert: true,
      target_duration: 75,
      notes: 'Strings open, jazz band after intermission, symphonic band closes.',
      pieces: [
        {
          title: 'First Suite in E-flat for Military Band, Op. 28 No. 1',
          composer: 'Gustav Holst',
          library_entry_id: libraryId('First Suite in E-flat for Military Band, Op. 28 No. 1', 'Gustav Holst'),
          duration: 660,
          ensemble_id: band.id,
          notes:
            'Written in 1909, a cornerstone of the wind band repertoire. Its three movements (Chaconne, Intermezzo, March) grow from the same opening motif.',
        },
        {
          title: 'Shenandoah',
          composer: 'Frank Ticheli',
          library_entry_id: libraryId('Shenandoah', 'Frank Ticheli'),
          duration: 315,
          ensemble_id: band.id,
          notes: "Ticheli's 1999 setting of the American folk song.",
        },
        {
          title: 'The Stars and Stripes Forever',
          composer: 'John Philip Sousa',
          library_entry_id: libraryId('The Stars and Stripes Forever', 'John Philip Sousa'),
          duration: 210,
          ensemble_id: band.id,
        },
        {
          title: "Take the 'A' Train",
          composer: 'Billy Strayhorn',
          library_entry_id: libraryId("Take the 'A' Train", 'Billy Strayhorn'),
          duration: 180,
          ensemble_id: jazz.id,
          notes: 'Strayhorn wrote it in 1939; it became the signature tune of the Duke Ellington Orchestra.',
        },
        {
          title: 'Cantaloupe Island',
          composer: 'Herbie Hancock',
          library_entry_id: libraryId('Cantaloupe Island', 'Herbie Hancock'),
          duration: 330,
          ensemble_id: jazz.id,
          notes: "From Hancock's 1964 Blue Note album Empyrean Isles.",
        },
        {
          title: 'Holberg Suite, Op. 40: I. Praeludium',
          composer: 'Edvard Grieg',
          library_entry_id: libraryId('Holberg Suite, Op. 40: I. Praeludium', 'Edvard Grieg'),
          duration: 180,
          ensemble_id: strings.id,
          notes:
            'Written in 1884 for the bicentenary of the birth of the playwright Ludvig Holberg, first for piano, then arranged by Grieg for strings.',
        },
        {
          title: "St Paul's Suite, Op. 29 No. 2",
          composer: 'Gustav Holst',
          library_entry_id: libraryId("St Paul's Suite, Op. 29 No. 2", 'Gustav Holst'),
          duration: 780,
          ensemble_id: strings.id,
          notes: "Written for the string orchestra of St Paul's Girls' School in London, where Holst taught music.",
        },
        {
          title: 'Adagio for Strings',
          composer: 'Samuel Barber',
          library_entry_id: libraryId('Adagio for Strings', 'Samuel Barber'),
          duration: 480,
          ensemble_id: null,
          notes: "Barber's 1936 arrangement of the slow movement of his String Quartet, Op. 11.",
        },
      ],
    }),
  );
}
