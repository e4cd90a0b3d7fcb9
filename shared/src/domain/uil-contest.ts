import type { EnsembleType } from './ensemble-labels';

/**
 * UIL Concert and Sight-Reading (Texas): the events, an ensemble's conference and classification,
 * and the performance requirements Podium checks. Only rules quoted from the UIL's own pages are
 * checked; the rest are named as not checked, never guessed (docs/uil-contest.md cites each).
 */

export const uilConferences = ['6A', '5A', '4A', '3A', '2A', '1A', 'middle_school'] as const;
export type UilConference = (typeof uilConferences)[number];
export const uilClassifications = ['varsity', 'non_varsity', 'sub_non_varsity'] as const;
export type UilClassification = (typeof uilClassifications)[number];

export const UIL_CONFERENCE_LABELS: Record<UilConference, string> = {
  '6A': '6A',
  '5A': '5A',
  '4A': '4A',
  '3A': '3A',
  '2A': '2A',
  '1A': '1A',
  middle_school: 'Middle school / junior high',
};
export const UIL_CLASSIFICATION_LABELS: Record<UilClassification, string> = {
  varsity: 'Varsity',
  non_varsity: 'Non-varsity',
  sub_non_varsity: 'Sub non-varsity',
};

/** A C&SR event: its PML code prefix and name, as C&CR Section 1110 lists the six. */
export interface UilEvent {
  code: string;
  name: string;
  /** Where its performance requirements are published. */
  requirements: string;
}

const CONCERT_RULES = 'https://www.uiltexas.org/policy/constitution/music/concert';
const CHOIR_REQUIREMENTS = 'https://uiltexas.org/music/concert-sight-reading/choir-performance-requirements';
const ORCHESTRA_REQUIREMENTS = 'https://uiltexas.org/music/concert-sight-reading/orchestra-performance-requirements';
const BAND_REQUIREMENTS = 'https://uiltexas.org/music/concert-sight-reading/band-performance-requirements';

const BAND: UilEvent = { code: '100', name: 'Concert Band', requirements: BAND_REQUIREMENTS };
const EVENTS: Partial<Record<EnsembleType, UilEvent>> = {
  concert_band: BAND,
  wind_ensemble: BAND,
  symphonic_band: BAND,
  full_orchestra: { code: '921', name: 'Full Orchestra', requirements: ORCHESTRA_REQUIREMENTS },
  string_orchestra: { code: '926', name: 'String Orchestra', requirements: ORCHESTRA_REQUIREMENTS },
  mixed_choir: { code: '931', name: 'Mixed Choir', requirements: CHOIR_REQUIREMENTS },
  tenor_bass_choir: { code: '933', name: 'Tenor-Bass Choir', requirements: CHOIR_REQUIREMENTS },
  treble_choir: { code: '935', name: 'Treble Choir', requirements: CHOIR_REQUIREMENTS },
};

/** The C&SR event an ensemble enters, or none (jazz bands, chamber groups… have no C&SR event). */
export const uilEventOf = (type: EnsembleType): UilEvent | undefined => EVENTS[type];

/** A program piece as the check reads it: its PML listing for the ensemble's event, if any. */
export interface UilCheckedPiece {
  id: number;
  title: string;
  composer: string | null;
  arranger: string | null;
  /** The PML listing of this piece for the event (`931-4-12345`), or null when the list has none. */
  pml: { code: string; grade: number; specification: string | null } | null;
  /** Sung without pitched accompaniment, as its PML listing or the catalogue says; null when unknown. */
  a_cappella: boolean | null;
}

export interface UilRuleResult {
  rule: string;
  met: boolean;
  /** What is missing, or what meets it. */
  detail: string;
  source: string;
}

export interface UilEnsembleCheck {
  ensemble_id: number;
  ensemble_name: string;
  conference: UilConference | null;
  classification: UilClassification | null;
  /** null: the ensemble's type has no C&SR event. */
  event: UilEvent | null;
  pieces: UilCheckedPiece[];
  rules: UilRuleResult[];
  /** Requirements Podium does not check, each with why and where to read it. */
  not_checked: { rule: string; why: string; source: string }[];
}

const NOT_FOUND =
  "Podium could not read this table on a UIL page, so it does not guess it; read it on the UIL's page before you enter.";

/** The requirements of one ensemble's set that the UIL's pages state, checked; the others named. */
export function checkUilSet(
  ensemble: {
    id: number;
    name: string;
    type: EnsembleType;
    uil_conference: UilConference | null;
    uil_classification: UilClassification | null;
  },
  pieces: UilCheckedPiece[],
): UilEnsembleCheck {
  const event = uilEventOf(ensemble.type) ?? null;
  const base = {
    ensemble_id: ensemble.id,
    ensemble_name: ensemble.name,
    conference: ensemble.uil_conference,
    classification: ensemble.uil_classification,
    event,
    pieces,
  };
  if (!event) return { ...base, rules: [], not_checked: [] };
  const rules: UilRuleResult[] = [];
  const offList = pieces.filter((p) => !p.pml);
  // C&CR 1110: "Only entries conforming to the PML performance requirements will be certified."
  rules.push({
    rule: 'Selections from the Prescribed Music List',
    met: pieces.length > 0 && offList.length === 0,
    detail: !pieces.length
      ? 'No pieces yet.'
      : offList.length
        ? `Not on the ${event.name} list: ${offList.map((p) => p.title).join('; ')}.${event.code === BAND.code ? ' A band may petition to play one unlisted work as its second selection.' : ''}`
        : `Every piece is on the ${event.name} list.`,
    source: CONCERT_RULES,
  });
  if (event.requirements === CHOIR_REQUIREMENTS) {
    const unaccompanied = pieces.filter((p) => p.a_cappella);
    rules.push({
      rule: 'At least one composition a cappella',
      met: unaccompanied.length > 0,
      detail: unaccompanied.length
        ? `A cappella: ${unaccompanied.map((p) => p.title).join('; ')}.`
        : 'No piece is marked a cappella in the PML or the catalogue.',
      source: CHOIR_REQUIREMENTS,
    });
  }
  if (event.requirements === ORCHESTRA_REQUIREMENTS) {
    const byComposer = new Map<string, string[]>();
    for (const p of pieces) {
      const composer = p.composer?.trim().toLowerCase();
      if (composer) byComposer.set(composer, [...(byComposer.get(composer) ?? []), p.title]);
    }
    const repeated = [...byComposer.values()].filter((titles) => titles.length > 1);
    rules.push({
      rule: 'No two selections by the same composer (arrangers do not count)',
      met: repeated.length === 0,
      detail: repeated.length
        ? `Same composer: ${repeated.map((titles) => titles.join(' and ')).join('; ')}.`
        : 'Each selection is by a different composer.',
      source: ORCHESTRA_REQUIREMENTS,
    });
  }
  const notChecked = [
    {
      rule: 'How many selections, how many from the PML, and at which grades for the conference and classification',
      why: NOT_FOUND,
      source: event.requirements,
    },
  ];
  if (event.code === BAND.code)
    notChecked.push({
      rule: 'A march',
      why: 'Only secondary sources say a band plays a march; no UIL page Podium could read says so.',
      source: event.requirements,
    });
  return { ...base, rules, not_checked: notChecked };
}
