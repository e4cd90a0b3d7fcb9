import { NativeSelect } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleChoiceLabel } from '@app/shared/domain/ensemble-labels';

export interface EnsembleSelectProps {
  /** The director's ensembles; while undefined (loading) the select is disabled. */
  ensembles: readonly Ensemble[] | undefined;
  value: number | null;
  onChange(ensembleId: number | null): void;
  /** The first option while nothing is chosen. */
  placeholder?: string;
  size?: NativeSelect.RootProps['size'];
  /** The field's background (on a tinted page). */
  bg?: string;
}

/** One of the director's ensembles, each "name - type"; put it in a `Field.Root` with its label. */
export function EnsembleSelect({ ensembles, value, onChange, placeholder, size, bg }: EnsembleSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={!ensembles}>
      <NativeSelect.Field
        bg={bg}
        value={value ?? ''}
        onChange={(event) => {
          const id = Number(event.currentTarget.value);
          onChange(id > 0 ? id : null);
        }}
      >
        {placeholder && value === null && <option value="">{placeholder}</option>}
        {ensembles?.map((ensemble) => (
          <option key={ensemble.id} value={ensemble.id}>
            {ensembleChoiceLabel(ensemble)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
