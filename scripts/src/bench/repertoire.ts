import type { EnsembleType } from '@app/shared/contracts/ensembles';

export interface Work {
  title: string;
  composer: string;
  arranger: string | null;
  /** Approximate performance time in seconds. */
  duration: number;
  year: number;
}

/** Widely documented works, grouped by the kind of ensemble that plays them. */
export const repertoire: Record<'band' | 'strings' | 'choir', Work[]> = {
  band: [
    {
      title: 'First Suite in E-flat for Military Band',
      composer: 'Gustav Holst',
      arranger: null,
      duration: 660,
      year: 1909,
    },
    {
      title: 'Second Suite in F for Military Band',
      composer: 'Gustav Holst',
      arranger: null,
      duration: 720,
      year: 1911,
    },
    { title: 'Chester', composer: 'William Schuman', arranger: null, duration: 450, year: 1956 },
    { title: 'Irish Tune from County Derry', composer: 'Percy Grainger', arranger: null, duration: 240, year: 1918 },
    { title: 'Lincolnshire Posy', composer: 'Percy Grainger', arranger: null, duration: 960, year: 1937 },
    { title: 'Amazing Grace', composer: 'Traditional', arranger: 'Frank Ticheli', duration: 330, year: 1994 },
    { title: 'Shenandoah', composer: 'Traditional', arranger: 'Frank Ticheli', duration: 300, year: 1999 },
    {
      title: 'Variations on "America"',
      composer: 'Charles Ives',
      arranger: 'William Schuman',
      duration: 420,
      year: 1891,
    },
    { title: 'English Folk Song Suite', composer: 'Ralph Vaughan Williams', arranger: null, duration: 600, year: 1923 },
    { title: 'Sleigh Ride', composer: 'Leroy Anderson', arranger: null, duration: 180, year: 1948 },
  ],
  strings: [
    { title: 'Simple Symphony', composer: 'Benjamin Britten', arranger: null, duration: 1020, year: 1934 },
    {
      title: 'Eine kleine Nachtmusik',
      composer: 'Wolfgang Amadeus Mozart',
      arranger: null,
      duration: 1080,
      year: 1787,
    },
    {
      title: 'Serenade for Strings in E major',
      composer: 'Antonín Dvořák',
      arranger: null,
      duration: 1680,
      year: 1875,
    },
    { title: 'Holberg Suite', composer: 'Edvard Grieg', arranger: null, duration: 1200, year: 1884 },
    { title: 'Adagio for Strings', composer: 'Samuel Barber', arranger: null, duration: 480, year: 1936 },
    { title: "St. Paul's Suite", composer: 'Gustav Holst', arranger: null, duration: 780, year: 1913 },
  ],
  choir: [
    { title: 'Sure on This Shining Night', composer: 'Morten Lauridsen', arranger: null, duration: 240, year: 2005 },
    { title: 'Ave Maria', composer: 'Franz Biebl', arranger: null, duration: 360, year: 1964 },
    { title: 'Lux Aurumque', composer: 'Eric Whitacre', arranger: null, duration: 240, year: 2000 },
    { title: 'The Road Home', composer: 'Stephen Paulus', arranger: null, duration: 240, year: 2001 },
  ],
};

export const benchEnsembles: { name: string; type: EnsembleType; works: Work[] }[] = [
  { name: 'Symphonic Band', type: 'symphonic_band', works: repertoire.band },
  { name: 'String Orchestra', type: 'string_orchestra', works: repertoire.strings },
  { name: 'Concert Choir', type: 'mixed_choir', works: repertoire.choir },
];

/**
 * Program notes of realistic length (about 600 characters) built only from the work's own
 * facts, so the benchmark prints nothing untrue.
 */
export const notesFor = (work: Work): string => {
  const by = work.arranger ? `${work.composer}, arranged by ${work.arranger}` : work.composer;
  const sentence = `${work.title} by ${by} dates from ${work.year} and lasts about ${Math.round(work.duration / 60)} minutes.`;
  return Array.from({ length: Math.ceil(600 / sentence.length) }, () => sentence).join(' ');
};
