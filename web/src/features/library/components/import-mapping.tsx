import { Box, chakra, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  libraryEntryFieldNames,
  libraryFieldLabels,
  type CsvPreview,
  type CsvPreviewRow,
  type LibraryEntryField,
} from '@app/shared/contracts/library';
import { formatDuration } from '@app/shared/domain/duration';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { NativeSelect } from '../../../components/native-select';
import type { ColumnMapping } from '../api/preview-library-csv';

const IGNORE = '';

/** What is wrong with a mapping, per column index, and for the whole (no title column). */
export function mappingProblems(mapping: ColumnMapping, headers: readonly string[]) {
  const byColumn = new Map<number, string>();
  const firstOf = new Map<LibraryEntryField, number>();
  for (const [key, field] of Object.entries(mapping)) {
    const index = Number(key);
    if (!field) continue;
    const first = firstOf.get(field);
    if (first === undefined) firstOf.set(field, index);
    else
      byColumn.set(index, `"${headers[first] || `Column ${first + 1}`}" already fills ${libraryFieldLabels[field]}.`);
  }
  const missingTitle = !firstOf.has('title');
  return { byColumn, missingTitle, ok: byColumn.size === 0 && !missingTitle };
}

/** An entry's value as the library shows it. */
function shown(entry: NonNullable<CsvPreviewRow['entry']>, field: LibraryEntryField): string {
  const value = entry[field];
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '';
  if (field === 'duration') return formatDuration(value as number);
  if (field === 'ensemble_type') return ensembleTypeLabel(value as NonNullable<typeof entry.ensemble_type>);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export interface ImportMappingProps {
  preview: CsvPreview;
  mapping: ColumnMapping;
  onChange(index: number, field: LibraryEntryField | null): void;
  /** A preview for the latest choice is on its way: the rows shown are the previous choice's. */
  updating?: boolean;
}

/**
 * The import dialog's second step: each column of the file with what it will fill (a select:
 * a field or Ignore), what an empty cell does, and the first rows as they will be stored.
 */
export function ImportMapping({ preview, mapping, onChange, updating = false }: ImportMappingProps) {
  const id = useId();
  const headers = preview.columns.map((c) => c.header);
  const problems = mappingProblems(mapping, headers);
  const fields = preview.columns.flatMap((c) => (mapping[c.index] ? [mapping[c.index]!] : []));
  const shownFields = [...new Set(fields)];

  return (
    <Stack gap="5">
      <Stack gap="3" as="section" aria-labelledby={`${id}-columns`}>
        <Heading as="h3" size="sm" id={`${id}-columns`}>
          Columns
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Choose what each column of the file fills, or Ignore it.
        </Text>
        {preview.columns.map((column) => {
          const selectId = `${id}-column-${column.index}`;
          const error = problems.byColumn.get(column.index);
          const name = column.header || `Column ${column.index + 1}`;
          return (
            <Box
              key={column.index}
              display="grid"
              gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 1fr) 13rem' }}
              gap={{ base: '1', sm: '3' }}
              alignItems="center"
            >
              <Box minW="0">
                <chakra.label htmlFor={selectId} fontWeight="medium" display="block" wordBreak="break-word">
                  {name}
                </chakra.label>
                {column.examples.length > 0 && (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    e.g. {column.examples.join(' · ')}
                  </Text>
                )}
              </Box>
              <Box>
                <NativeSelect
                  size="sm"
                  invalid={Boolean(error)}
                  id={selectId}
                  value={mapping[column.index] ?? IGNORE}
                  aria-invalid={Boolean(error) || undefined}
                  aria-describedby={error ? `${selectId}-error` : undefined}
                  onChange={(e) => onChange(column.index, (e.target.value || null) as LibraryEntryField | null)}
                >
                  <option value={IGNORE}>Ignore</option>
                  {libraryEntryFieldNames.map((field) => (
                    <option key={field} value={field}>
                      {libraryFieldLabels[field]}
                    </option>
                  ))}
                </NativeSelect>
                {error && (
                  <Text id={`${selectId}-error`} fontSize="sm" color="red.700" mt="1">
                    {error}
                  </Text>
                )}
              </Box>
            </Box>
          );
        })}
        {problems.missingTitle && (
          <Text role="alert" fontSize="sm" color="red.700">
            Choose the column that holds the title of each piece.
          </Text>
        )}
      </Stack>

      <Text fontSize="sm">{preview.empty_cell_note}</Text>

      <Stack gap="2" as="section" aria-labelledby={`${id}-rows`} aria-busy={updating}>
        <Heading as="h3" size="sm" id={`${id}-rows`}>
          First rows as they will be stored
        </Heading>
        {shownFields.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No column is imported.
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" opacity={updating ? 0.6 : 1}>
            <Table.Root size="sm" aria-labelledby={`${id}-rows`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Row</Table.ColumnHeader>
                  {shownFields.map((field) => (
                    <Table.ColumnHeader key={field} whiteSpace="nowrap">
                      {libraryFieldLabels[field]}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>Problems</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.rows.map((row) => (
                  <Table.Row key={row.row} verticalAlign="top">
                    <Table.Cell fontVariantNumeric="tabular-nums">{row.row}</Table.Cell>
                    {shownFields.map((field) => (
                      <Table.Cell key={field} minW={field === 'title' ? '40' : undefined}>
                        {row.entry ? shown(row.entry, field) : ''}
                      </Table.Cell>
                    ))}
                    <Table.Cell color="red.700" minW="48">
                      {row.problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join(' ')}
                      {!row.entry && !row.problems.length && !problems.missingTitle ? 'Not imported.' : ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Stack>
  );
}
