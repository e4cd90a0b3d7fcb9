import { balancedSet } from './balanced-set';
import { fillConcert } from './fill-concert';
import type { Intent } from './intent';
import { likeness } from './likeness';
import { notAboutMusic } from './not-about-music';
import { otherEnsembleKind } from './other-ensemble-kind';
import { openerCloser } from './opener-closer';
import { recommendPieces } from './recommend-pieces';
import { severalEnsembles, severalEnsemblesFollowup } from './several-ensembles';
import { structuredSet } from './structured-set';
import { unknownComposers } from './unknown-composers';

/**
 * The assistant's intents, in the order they are tried: the first whose `applies` holds answers.
 * A new kind of answer is one file in this folder and one line here.
 */
export const INTENTS: readonly Intent[] = [
  notAboutMusic,
  otherEnsembleKind,
  unknownComposers,
  severalEnsembles,
  severalEnsemblesFollowup,
  balancedSet,
  likeness,
  structuredSet,
  fillConcert,
  openerCloser,
  recommendPieces,
];
