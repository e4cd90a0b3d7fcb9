import { blind2Ensembles } from './chat-quality-blind2.ensembles';
import { blind4Cases } from './chat-quality-blind4.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * The fourth blind set: 170 requests in directors' own words over the 20 ensembles of set 2, written
 * by someone who had read neither the parser, nor the earlier sets, nor the issue's examples, and
 * held out whole: nobody read it before its first run, at the end of the round that fixed the
 * classes behind set 3's misses and the long conversations'.
 */
// First and only held-out run: 94 of 170 (55.3%), below the 90% target; its misses were read after that
// run, so from here it is a regression set like the others (136 of 170 now). The floor is a ratchet.
const PASS_RATE_FLOOR = 0.79;

for (const c of blind4Cases)
  for (const key of c.ensemble.split('+'))
    if (!(key in blind2Ensembles)) throw new Error(`${c.name}: unknown ensemble ${key}`);

blindQualitySuite('the assistant on blind set 4', blind2Ensembles, blind4Cases, PASS_RATE_FLOOR);
