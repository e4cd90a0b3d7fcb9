import { blind2Ensembles } from './chat-quality-blind2.ensembles';
import { blind6Cases } from './chat-quality-blind6.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * The sixth blind set: 120 requests in directors' own words over the 20 ensembles of set 2, written
 * by someone who had read neither the parser, nor the earlier sets, nor the issue's examples, and
 * held out whole: run once, at the end of the round that fixed the classes behind sets 3 to 5.
 */
// First and only held-out run: 77 of 120 (64.2%; two ensembles 22/25, follow-ups 19/31, recommend 20/35,
// fill 4/10, likeness 0/3, composers 3/5, unmet 3/4, bad input 6/6, library 0/1), below the 90% target;
// its misses are read from here on, so it becomes a regression set (90 of 120 now). The floor is a ratchet.
const PASS_RATE_FLOOR = 0.73;

for (const c of blind6Cases)
  for (const key of c.ensemble.split('+'))
    if (!(key in blind2Ensembles)) throw new Error(`${c.name}: unknown ensemble ${key}`);

blindQualitySuite('the assistant on blind set 6', blind2Ensembles, blind6Cases, PASS_RATE_FLOOR);
