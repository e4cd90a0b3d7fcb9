import { it } from 'vitest';
import { catalogWorks } from '../../catalog/load-catalog';
import { buildPool, fromCatalog } from './candidates';
import { recommend } from './embedded';
import { assistantContext, testBand } from './test-fixtures';
import type { EnsembleType } from '@app/shared/contracts/ensembles';

const pool = buildPool(
  [],
  catalogWorks().map((w) => fromCatalog(w)),
);
const probes: [EnsembleType, number, string][] = JSON.parse(process.env.PROBES ?? '[]');
it('probe', () => {
  for (const [type, level, message] of probes) {
    const context = assistantContext({
      ensemble: testBand({ name: 'Test Ensemble', type, level, size: 30 }),
      pool,
      today: new Date('2026-11-25'),
    });
    const a = recommend({ kind: 'message', message }, context);
    console.log(
      `\n>> ${message}\n${a.reply}\n` +
        a.picks
          .map((p) => {
            const w = pool.byKey.get(p.key!)!;
            return `   - ${w.title} | ${w.composer} | g${w.grade} | ${w.duration}s`;
          })
          .join('\n'),
    );
  }
});
