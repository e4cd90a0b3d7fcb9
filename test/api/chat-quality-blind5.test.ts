import { blind2Ensembles } from './chat-quality-blind2.ensembles';
import { blind5Cases } from './chat-quality-blind5.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * The fifth blind set: 170 requests in directors' own words over the 20 ensembles of set 2, written
 * by someone who had read neither the parser, nor the earlier sets, nor the examples, and
 * held out whole: run once, at the end of the round that fixed the classes behind set 4's misses.
 */
// First and only held-out run: 102 of 170 (60.0%; two ensembles 14/37, follow-ups 15/29, recommend 26/44),
// below the 90% target; its misses are read from here on, so it becomes a regression set. The two first
// cases were seen while the file was set up, before the run. 133 of 170 now. The floor is a ratchet.
const PASS_RATE_FLOOR = 0.775;

for (const c of blind5Cases)
  for (const key of c.ensemble.split('+'))
    if (!(key in blind2Ensembles)) throw new Error(`${c.name}: unknown ensemble ${key}`);

blindQualitySuite('the assistant on blind set 5', blind2Ensembles, blind5Cases, PASS_RATE_FLOOR);
