import { Field, Flex, Input } from '@chakra-ui/react';
import { memo } from 'react';
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
      <Field.Root flex="2 1 16rem">
        <Field.Label>Search</Field.Label>
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
      </Field.Root>
      {NAME_FILTERS.map(({ field, label }) => (
        <Field.Root key={field} flex="1 1 10rem">
          <Field.Label>{label}</Field.Label>
          <Input bg="bg" autoComplete="off" value={values[field]} onChange={(e) => onChange(field, e.target.value)} />
        </Field.Root>
      ))}
      <Field.Root flex="1 1 9rem" invalid={gradeProblem !== null}>
        <Field.Label>Grade</Field.Label>
        <Input
          bg="bg"
          autoComplete="off"
          inputMode="decimal"
          placeholder="2 or 1.5-2.5"
          value={values.difficulty}
          onChange={(e) => onChange('difficulty', e.target.value)}
        />
        {gradeProblem && (
          <Field.ErrorText color="red.700">A grade (2) or a range (1.5-2.5) from 0.5 to 6</Field.ErrorText>
        )}
      </Field.Root>
    </Flex>
  );
});
