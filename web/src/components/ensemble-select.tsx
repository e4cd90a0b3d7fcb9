import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleChoiceLabel } from '@app/shared/domain/ensemble-labels';
import { NativeSelect, type NativeSelectProps } from './native-select';

export interface EnsembleSelectProps {
  /** The director's ensembles; while undefined (loading) the select is disabled. */
  ensembles: readonly Ensemble[] | undefined;
  value: number | null;
  onChange(ensembleId: number | null): void;
  /** The first option while nothing is chosen. */
  placeholder?: string;
  size?: NativeSelectProps['size'];
  /** The field's background (on a tinted page). */
  bg?: string;
}

/** One of the director's ensembles, each "name - type"; put it in a `Field`, which labels it. */
export function EnsembleSelect({ ensembles, value, onChange, placeholder, size, bg }: EnsembleSelectProps) {
  return (
    <NativeSelect
      size={size}
      disabled={!ensembles}
      bg={bg}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = Number(event.currentTarget.value);
        onChange(chosen > 0 ? chosen : null);
      }}
    >
      {placeholder && value === null && <option value="">{placeholder}</option>}
      {ensembles?.map((ensemble) => (
        <option key={ensemble.id} value={ensemble.id}>
          {ensembleChoiceLabel(ensemble)}
        </option>
      ))}
    </NativeSelect>
  );
}
