import { balancedSet } from './balanced-set';
import { fillConcert } from './fill-concert';
import type { Intent } from './intent';
import { likeness } from './likeness';
import { notAboutMusic } from './not-about-music';
import { otherEnsembleKind } from './other-ensemble-kind';
import { openerCloser } from './opener-closer';
import { playedHistory } from './played-history';
import { recommendPieces } from './recommend-pieces';
import { severalEnsembles, severalEnsemblesFollowup } from './several-ensembles';
import { structuredSet } from './structured-set';
import { unknownComposers } from './unknown-composers';

/**
 * The assistant's intents, in the order they are tried: the first whose `applies` holds answers.
 * A new kind of answer is one file in this folder and one line here.
 */
export const INTENTS: readonly Intent[] = [
  playedHistory,
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

/**
 * Intents whose answer is the same whichever provider is configured: a model adds nothing to an
 * answer per ensemble (each share read from its own clauses), to what an ensemble played, to a
 * message that is not about music, or to an ensemble kind Podium has no music for. The Bedrock provider answers these turns with the
 * intent itself, so several-ensemble requests and their follow-ups work on both providers alike.
 */
export const ANSWERED_WITHOUT_MODEL: ReadonlySet<Intent> = new Set([
  playedHistory,
  notAboutMusic,
  otherEnsembleKind,
  severalEnsembles,
  severalEnsemblesFollowup,
]);
