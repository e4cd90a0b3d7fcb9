// The ensembles of blind chat-quality set 2 (the case shape is the harness's: chat-quality-harness.ts).
import type { BlindEnsemble } from './chat-quality-harness';

export const blind2Ensembles: Record<string, BlindEnsemble> = {
  beg_band: { name: 'Lakeside MS 6th Grade Band', type: 'concert_band', level: 1, size: 64 },
  ms_band: { name: 'Lakeside MS Concert Band (7th/8th)', type: 'concert_band', level: 2, size: 58 },
  hs_concert: { name: 'Westview HS Concert Band', type: 'concert_band', level: 3, size: 55 },
  hs_symph: { name: 'Westview HS Symphonic Band', type: 'symphonic_band', level: 4, size: 62 },
  hs_wind: { name: 'Westview HS Wind Ensemble', type: 'wind_ensemble', level: 5, size: 48 },
  comm_band: { name: 'Riverside Community Band', type: 'concert_band', level: 3.5, size: 45 },
  marching: { name: 'Westview Marching Mustangs', type: 'marching_band', level: 3, size: 118 },
  hs_jazz: { name: 'Westview Jazz Ensemble I', type: 'jazz_band', level: 4, size: 18 },
  ms_jazz: { name: 'Lakeside MS Jazz Band', type: 'jazz_band', level: 2, size: 19 },
  ms_orch: { name: 'Lakeside MS Orchestra', type: 'string_orchestra', level: 2, size: 44 },
  hs_chamber_orch: { name: 'Westview Chamber Orchestra', type: 'string_orchestra', level: 4.5, size: 26 },
  hs_symphony: { name: 'Westview Symphony Orchestra', type: 'full_orchestra', level: 4, size: 72 },
  concert_choir: { name: 'Westview Concert Choir (SATB)', type: 'mixed_choir', level: 3.5, size: 64 },
  chamber_singers: { name: 'Westview Chamber Singers', type: 'mixed_choir', level: 5, size: 18 },
  ms_treble: { name: 'Lakeside MS Treble Choir', type: 'treble_choir', level: 2, size: 48 },
  womens_choir: { name: "Westview Women's Chorale (SSAA)", type: 'treble_choir', level: 4, size: 34 },
  tb_choir: { name: 'Westview Tenor-Bass Choir (TTBB)', type: 'tenor_bass_choir', level: 3, size: 26 },
  perc: { name: 'Westview Percussion Ensemble', type: 'percussion_ensemble', level: 3.5, size: 12 },
  ww_quintet: { name: 'Westview Woodwind Quintet', type: 'chamber_ensemble', level: 4.5, size: 5 },
  flex: { name: 'Lakeside MS Flex Band', type: 'other', level: 2, size: 23 },
};
