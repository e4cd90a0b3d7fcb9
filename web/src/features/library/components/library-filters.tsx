import { Flex, Input } from '@chakra-ui/react';
import { memo } from 'react';
import { Field } from '../../../components/field';
import { difficultyProblem, type LibraryFilterField, type LibraryFilters } from '../utils/library-query';

export interface LibraryFiltersProps {
  /** What is typed in each box. */
  values: LibraryFilters;
  onChange(field: LibraryFilterField, value: string): void;
}

const NAME_FILTERS = [
  { field: 'composer', label: 'Composer' },
  { field: 'arranger', label: 'Arranger' },
] as const;

/** Search, composer, arranger and grade boxes: the rows follow as the director types. Wraps on a narrow screen. */
export const LibraryFiltersBar = memo(function LibraryFiltersBar({ values, onChange }: LibraryFiltersProps) {
  const gradeProblem = difficultyProblem(values.difficulty);
  return (
    <Flex
      as="form"
      role="search"
      aria-label="Filter the library"
      gap="3"
      wrap="wrap"
      mb="4"
      align="flex-start"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Search" flex="2 1 16rem">
        <Input
          type="search"
          bg="bg"
          placeholder="Title, composer, arranger or tag"
          autoComplete="off"
          value={values.search}
          onChange={(e) => {
            performance.mark('podium:library-keystroke');
            onChange('search', e.target.value);
          }}
        />
      </Field>
      {NAME_FILTERS.map(({ field, label }) => (
        <Field key={field} label={label} flex="1 1 10rem">
          <Input bg="bg" autoComplete="off" value={values[field]} onChange={(e) => onChange(field, e.target.value)} />
        </Field>
      ))}
      <Field label="Grade" flex="1 1 9rem" error={gradeProblem && 'A grade (2) or a range (1.5-2.5) from 0.5 to 6'}>
        <Input
          bg="bg"
          autoComplete="off"
          inputMode="decimal"
          placeholder="2 or 1.5-2.5"
          value={values.difficulty}
          onChange={(e) => onChange('difficulty', e.target.value)}
        />
      </Field>
    </Flex>
  );
});
