import type { UilClassification, UilConference } from '@app/shared/domain/uil-contest';
import { UIL_CLASSIFICATION_LABELS } from '@app/shared/domain/uil-contest';

/**
 * An ensemble's UIL conference and classification in a few words ("UIL 5A varsity", "UIL middle
 * school non-varsity"), as My Ensembles' cards and the builder's UIL check show them; null when
 * neither is set.
 */
export function uilStanding(conference: UilConference | null, classification: UilClassification | null): string | null {
  if (!conference && !classification) return null;
  const words = [
    conference === 'middle_school' ? 'middle school' : conference,
    classification && UIL_CLASSIFICATION_LABELS[classification].toLowerCase(),
  ];
  return ['UIL', ...words.filter(Boolean)].join(' ');
}
