import type { EnsembleType } from '../contracts/ensembles';

/**
 * The words directors use for an ensemble's kind, and the type each names: one list for the CSV
 * import (a cell of the "Ensemble" column) and the assistant (a request's words). Written lower-case,
 * with the apostrophe directors type ("women's choir"); each reader drops it as its folding does.
 * `cellOnly`: a word that names a type as a whole cell, but in a sentence is something else ("jazz"
 * is a style, "percussion" a section, "sa" a syllable).
 */
export interface EnsembleTypeWord {
  words: string;
  type: EnsembleType;
  cellOnly?: true;
}

const word = (words: string, type: EnsembleType, cellOnly?: true): EnsembleTypeWord => ({
  words,
  type,
  ...(cellOnly ? { cellOnly } : {}),
});

export const ENSEMBLE_TYPE_WORDS: readonly EnsembleTypeWord[] = [
  // bands
  word('band', 'concert_band'),
  word('concert band', 'concert_band'),
  word('wind band', 'concert_band'),
  word('school band', 'concert_band'),
  word('wind ensemble', 'wind_ensemble'),
  word('wind symphony', 'wind_ensemble'),
  word('wind orchestra', 'wind_ensemble'),
  word('symphonic wind ensemble', 'wind_ensemble'),
  word('symphonic band', 'symphonic_band'),
  word('marching band', 'marching_band'),
  word('marching', 'marching_band', true),
  // jazz: a school's numbered jazz groups ("swing charts for jazz 1", "jazz II", "JE2")
  word('jazz band', 'jazz_band'),
  word('big band', 'jazz_band'),
  word('jazz ensemble', 'jazz_band'),
  word('jazz orchestra', 'jazz_band'),
  word('stage band', 'jazz_band'),
  word('lab band', 'jazz_band'),
  ...['1', '2', '3', 'one', 'two', 'three', 'i', 'ii', 'iii'].map((n) => word(`jazz ${n}`, 'jazz_band')),
  word('je1', 'jazz_band'),
  word('je2', 'jazz_band'),
  word('jazz', 'jazz_band', true),
  // orchestras
  word('string orchestra', 'string_orchestra'),
  word('strings', 'string_orchestra'),
  word('string ensemble', 'string_orchestra'),
  word('full orchestra', 'full_orchestra'),
  word('symphony orchestra', 'full_orchestra'),
  word('symphonic orchestra', 'full_orchestra'),
  word('orchestra', 'full_orchestra'),
  // choirs, by name and by voicing
  word('choir', 'mixed_choir'),
  word('chorus', 'mixed_choir'),
  word('mixed choir', 'mixed_choir'),
  word('mixed chorus', 'mixed_choir'),
  word('concert choir', 'mixed_choir'),
  word('chamber choir', 'mixed_choir'),
  word('satb', 'mixed_choir'),
  word('satb choir', 'mixed_choir'),
  word('sab', 'mixed_choir'),
  word('3 part mixed', 'mixed_choir'),
  word('three part mixed', 'mixed_choir'),
  word('treble', 'treble_choir'),
  word('treble choir', 'treble_choir'),
  word('treble chorus', 'treble_choir'),
  word("women's choir", 'treble_choir'),
  word("women's chorus", 'treble_choir'),
  word("children's choir", 'treble_choir'),
  word('girls choir', 'treble_choir'),
  word('girls chorus', 'treble_choir'),
  word('ladies choir', 'treble_choir'),
  word('upper voices', 'treble_choir'),
  word('ssa', 'treble_choir'),
  word('ssaa', 'treble_choir'),
  word('ssa choir', 'treble_choir'),
  word('sa', 'treble_choir', true),
  word('tenor bass', 'tenor_bass_choir'),
  word('tenor bass choir', 'tenor_bass_choir'),
  word('tenor bass chorus', 'tenor_bass_choir'),
  word("men's choir", 'tenor_bass_choir'),
  word("men's chorus", 'tenor_bass_choir'),
  word('male choir', 'tenor_bass_choir'),
  word('male chorus', 'tenor_bass_choir'),
  word('boys choir', 'tenor_bass_choir'),
  word('boys chorus', 'tenor_bass_choir'),
  word('guys choir', 'tenor_bass_choir'),
  word('lower voices', 'tenor_bass_choir'),
  word('ttbb', 'tenor_bass_choir'),
  word('ttb', 'tenor_bass_choir'),
  word('tbb', 'tenor_bass_choir'),
  word('tb', 'tenor_bass_choir', true),
  // percussion and chamber music
  word('percussion ensemble', 'percussion_ensemble'),
  word('percussion', 'percussion_ensemble', true),
  word('chamber', 'chamber_ensemble', true),
  word('chamber music', 'chamber_ensemble', true),
  word('small ensemble', 'chamber_ensemble', true),
];
