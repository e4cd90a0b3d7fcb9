import type { ConcertPlacement, InsightFit, PieceInsights } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleTypeWords } from '@app/shared/domain/ensemble-labels';
import type { Candidate } from './candidates';
import { suitsEnsemble } from './candidates';
import { clock, gradeGapText, gradeText, listText, possessive, tagWord } from './reply';
import { CLOSER_TAGS, OPENER_TAGS } from './vocabulary';

/**
 * The educational analysis of one piece for one ensemble, derived from the facts alone: grade
 * against level, rehearsal time from the grade gap and the length, teaching points from style,
 * meter, key and notes, concerns for the ensemble's type and size, and where it sits in a concert.
 */

/** Minutes of rehearsal per minute of music for a piece at the ensemble's level. */
const REHEARSAL_MINUTES_PER_MINUTE = 30;
const ASSUMED_DURATION = 240;

function fitOf(piece: Candidate, ensemble: Ensemble): { fit: InsightFit; reason: string; gap: number } {
  if (piece.grade == null || ensemble.level == null) {
    const missing = piece.grade == null ? `${piece.title} has no grade` : `${ensemble.name} has no level set`;
    return {
      fit: 'comfortable',
      gap: 0,
      reason: `${missing}, so I cannot compare difficulty; judge it from a read-through. Setting it makes this analysis exact.`,
    };
  }
  const gap = piece.grade - ensemble.level;
  const g = `grade ${gradeText(piece.grade)}`;
  const l = `${possessive(ensemble.name)} level (${gradeText(ensemble.level)})`;
  if (gap < -1)
    return {
      fit: 'too_easy',
      gap,
      reason: `At ${g} it is ${gradeGapText(-gap)} below ${l}: easy to learn, but it may not hold the players' interest or show what they can do.`,
    };
  if (gap <= 0.5)
    return {
      fit: 'comfortable',
      gap,
      reason:
        gap === 0
          ? `At ${g} it matches ${l}.`
          : gap < 0
            ? `At ${g} it is a little below ${l}, so it can be polished to a high finish.`
            : `At ${g} it is half a grade above ${l}: within reach with normal rehearsal.`,
    };
  if (gap <= 1.5)
    return {
      fit: 'stretch',
      gap,
      reason: `At ${g} it is ${gradeGapText(gap)} above ${l}: a stretch that needs extra sectional and rehearsal time.`,
    };
  return {
    fit: 'too_hard',
    gap,
    reason: `At ${g} it is ${gradeGapText(gap)} above ${l}: likely beyond the group for a concert this season.`,
  };
}

const TAG_POINTS: Partial<Record<string, string>> = {
  march:
    'March style: separated, weighted quarter notes, clear accents and a steady tempo; contrast the dynamics of the trio.',
  fanfare: 'Fanfare: brass tone at full dynamics without forcing; crisp, unified articulation and rhythm.',
  chorale: 'Chorale: breath support, blend and tuning of sustained chords; balance to the bass line.',
  hymn: 'Hymn setting: phrase shape and breathing with the text’s lines; tuning of simple triads.',
  ballad: 'Ballad: sustained, singing tone, phrase direction and expressive rubato led by the conductor.',
  lyrical: 'Lyrical playing: long phrases, legato connection and shaping each line to its high point.',
  energetic: 'Rhythmic energy: subdivision to keep fast passages steady and together without rushing.',
  fast: 'Fast tempo: slow practice with a metronome, then build speed while keeping the ensemble together.',
  slow: 'Slow tempo: steady internal pulse and sustained sound at soft dynamics.',
  folk: 'Folk material: learn the tune by ear first and keep the melody clear through every setting of it.',
  spiritual: 'Spiritual: the history and text of the song, and its rhythmic and expressive style.',
  swing:
    'Swing style: eighth notes swung, long-short articulation, accents on the upbeats, and a walking bass that drives time.',
  latin: 'Latin style: straight eighths, the clave pattern, and a locked-in rhythm section.',
  'bossa-nova': 'Bossa nova: light, straight eighths over the bossa rhythm; relaxed but exact time.',
  funk: 'Funk: sixteenth-note subdivision, tight and short articulation, the groove in the rhythm section.',
  blues: 'Blues form: the 12-bar structure, blue notes and call-and-response between sections.',
  baroque: 'Baroque style: lighter, detached articulation, terraced dynamics and clear counterpoint.',
  renaissance: 'Renaissance style: independent lines, transparent balance and text-led phrasing.',
  classical: 'Classical style: clarity, balance and elegant phrase endings.',
  romantic: 'Romantic style: wide dynamic range, rubato and rich, full tone.',
  contemporary: 'Contemporary writing: unusual harmonies or effects; rehearse the hardest textures in isolation first.',
  dance: 'Dance character: the lilt of the dance’s meter and light, buoyant accompaniment.',
  'a-cappella': 'A cappella singing: independent pitch without support; check the tonic often.',
  programmatic: 'Programmatic piece: share the story or image with the players so the characters contrast.',
  film: 'Film music: dramatic contrast and sweeping phrases; match the style of the original score.',
  patriotic: 'Patriotic repertoire: the history of the tunes and a proud, full ensemble sound.',
  celtic: 'Celtic style: ornaments, lilting dotted rhythms and drone-like accompaniment.',
  sacred: 'Sacred text: the meaning of the text and its effect on phrasing and dynamics.',
};

function meterPoint(meter: string | null): string | null {
  if (!meter) return null;
  if (/\b(6|9|12)\/8\b/.test(meter))
    return `Meter ${meter}: compound time, felt in dotted-quarter beats; count the subdivisions early.`;
  if (/\b(5|7)\/\d\b/.test(meter) || /,|changing|mixed/i.test(meter))
    return `Meter ${meter}: uneven or changing beats; practise the groupings with counting or clapping before playing.`;
  if (/\b(2\/2|alla breve|cut)\b/i.test(meter)) return `Meter ${meter}: felt in two; keep the half-note pulse light.`;
  return `Meter ${meter}.`;
}

function placementOf(piece: Candidate): { placement: ConcertPlacement; reason: string } {
  if (piece.tags.includes('opener'))
    return { placement: 'opener', reason: 'Its sources describe it as a concert opener.' };
  if (piece.tags.includes('closer'))
    return { placement: 'closer', reason: 'Its sources describe it as a concert closer.' };
  const opening = piece.tags.filter((t) => OPENER_TAGS.has(t));
  if (opening.length && (piece.duration ?? ASSUMED_DURATION) <= 300)
    return {
      placement: 'opener',
      reason: `A short ${listText(opening.map(tagWord))} piece gets the audience's attention at the start.`,
    };
  const closing = piece.tags.filter((t) => CLOSER_TAGS.has(t));
  if (closing.length)
    return { placement: 'closer', reason: `Its ${listText(closing.map(tagWord))} character makes a strong finish.` };
  return { placement: 'middle', reason: 'Its character suits the middle of a program, between livelier pieces.' };
}

function instrumentationNotes(piece: Candidate, ensemble: Ensemble): string[] {
  const notes: string[] = [];
  if (!suitsEnsemble(piece, ensemble.type))
    notes.push(
      `It is scored for ${piece.ensemble_types.map(ensembleTypeWords).join(' or ')}, not ${ensembleTypeWords(ensemble.type)}: you would need an arrangement.`,
    );
  if (piece.scoring) notes.push(`Scoring: ${piece.scoring}.`);
  if (ensemble.instrumentation)
    notes.push(`Check every part is covered by your instrumentation (${ensemble.instrumentation}).`);
  const size = ensemble.size;
  const band = ['concert_band', 'wind_ensemble', 'symphonic_band', 'marching_band'].includes(ensemble.type);
  const choir = ensemble.type.endsWith('_choir');
  if (size != null) {
    if (band && size < 30)
      notes.push(
        `With ${size} players, check that cued and doubled parts cover missing instruments, and balance the brass to the woodwinds.`,
      );
    if (band && size > 70) notes.push(`With ${size} players, thin the texture in soft passages so it stays clear.`);
    if (ensemble.type === 'string_orchestra' && size < 15)
      notes.push(`With ${size} players, divisi passages may leave single players on a part; plan seating and balance.`);
    if (choir && size < 16)
      notes.push(`With ${size} singers, divisi writing leaves few voices on a part; choose where to divide.`);
    if (ensemble.type === 'jazz_band' && size < 12)
      notes.push(
        `With ${size} players, check the lead trumpet and lead alto parts are covered and the rhythm section is complete.`,
      );
  }
  if (piece.tags.includes('a-cappella'))
    notes.push('Unaccompanied: give the pitch and plan how to keep it through the piece.');
  return notes;
}

/** The analysis from the facts, used as the embedded answer and as the ground a model writes from. */
export function analysePiece(piece: Candidate, ensemble: Ensemble): PieceInsights {
  const { fit, reason, gap } = fitOf(piece, ensemble);
  const seconds = piece.duration ?? ASSUMED_DURATION;
  const factor = fit === 'too_easy' ? 0.6 : 1 + 0.6 * Math.max(0, gap);
  const rehearsal = Math.max(15, Math.round(((seconds / 60) * REHEARSAL_MINUTES_PER_MINUTE * factor) / 15) * 15);
  const teaching = [
    ...piece.tags
      .map((t) => TAG_POINTS[t])
      .filter((p): p is string => Boolean(p))
      .slice(0, 4),
    meterPoint(piece.meter),
    piece.key_signature
      ? `Key: ${piece.key_signature}; warm up on its scale and check accidentals that leave it.`
      : null,
    piece.year ? `Historical context: ${piece.composer ?? 'the composer'} wrote it in ${piece.year}.` : null,
    piece.notes ? `From the notes: ${piece.notes}` : null,
  ].filter((p): p is string => Boolean(p));
  if (!teaching.length)
    teaching.push('Add its style, key and meter to the library entry for specific teaching points.');
  const { placement, reason: placementReason } = placementOf(piece);
  const length = piece.duration != null ? `${clock(piece.duration)} long` : 'of unknown length (I assumed 4 minutes)';
  return {
    fit,
    fit_reason: reason,
    rehearsal_estimate_minutes: rehearsal,
    teaching_points: teaching,
    instrumentation_notes: instrumentationNotes(piece, ensemble),
    placement,
    placement_reason: placementReason,
    summary: `${piece.title}${piece.composer ? ` by ${piece.composer}` : ''} is ${length}; for ${ensemble.name} it is ${fit.replace('_', ' ')}. Plan about ${rehearsal} minutes of rehearsal; it works best as ${placement === 'middle' ? 'a middle piece' : `the ${placement}`}.`,
  };
}
