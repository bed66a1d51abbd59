import { MAX_SAMPLES } from '../../../client/lib/pricing/rules';
import type { Decision, Deciding } from '../change-types';

/** The samples chosen: replaced whole. */

export function decideSamples({
  change,
  snapshot,
  col,
  who,
  country,
  sql,
}: Deciding<'samples'>): Decision {
  const total = change.samples.reduce((sum, sample) => sum + sample.quantity, 0);
  if (total > MAX_SAMPLES) return { refusal: { code: 'too_many_samples', max: MAX_SAMPLES } };
  const catalogue = snapshot.pricing.samples;
  const chosenBefore = new Set(snapshot.pricing.bag.samples.map((sample) => sample.sampleId));
  for (const choice of change.samples) {
    const sample = catalogue.find((candidate) => candidate.id === choice.sampleId);
    if (!sample) return { refusal: { code: 'sample_not_found' } };
    if (choice.quantity > sample.maxCount)
      return { refusal: { code: 'too_many_samples', max: sample.maxCount } };
    // A sample already chosen stays chosen when it runs out (the bag says so); a new one needs stock.
    if (sample.stock < choice.quantity && !chosenBefore.has(sample.id))
      return { refusal: { code: 'samples_unavailable' } };
  }
  return {
    writes: [
      sql(`DELETE FROM bag_samples WHERE ${col} = ?1 AND country = ?2`, who, country),
      ...change.samples.map((choice) =>
        // NULL (an unknown sample) or 0 (no stock for a new choice) fails the table's CHECKs.
        sql(
          `INSERT INTO bag_samples (${col}, country, sample_id, quantity)
               VALUES (?1, ?2, ?3, (SELECT CASE WHEN stock >= ?4 OR ?5 THEN ?4 ELSE 0 END FROM samples WHERE id = ?3 AND country = ?2))`,
          who,
          country,
          choice.sampleId,
          choice.quantity,
          chosenBefore.has(choice.sampleId) ? 1 : 0,
        ),
      ),
    ],
    keepKey: true,
  };
}
