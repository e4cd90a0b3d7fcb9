import { Alert, Badge, Box, Flex, Heading, Progress, Stack, Table, Text } from '@chakra-ui/react';
import type { UploadRowProblem, UploadStatus, UploadTask } from '@app/shared/contracts/library';

export const STATUS_BADGE: Record<UploadStatus, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  processing: { label: 'Processing', palette: 'blue' },
  completed: { label: 'Completed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

const count = (n: number) => n.toLocaleString('en-US');

/** What the progress line says while the task runs. */
export function progressText(task: Pick<UploadTask, 'status' | 'rows_processed' | 'rows_total'>): string {
  if (task.status === 'queued') return 'Waiting to start…';
  if (task.rows_total === 0) return 'Reading the file…';
  return `Processing row ${count(Math.max(1, task.rows_processed))} of ${count(task.rows_total)}`;
}

function Counts({ task }: { task: UploadTask }) {
  const items: [string, number][] = [
    ['Created', task.created],
    ['Updated', task.updated],
    ['Skipped', task.skipped],
    ['Failed', task.failed],
    ...(task.filled ? ([['Filled from catalogue', task.filled]] as [string, number][]) : []),
  ];
  return (
    <Flex as="dl" gap={{ base: '3', sm: '6' }} wrap="wrap">
      {items.map(([label, value]) => (
        <Box key={label} minW="16">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text
            as="dd"
            fontSize="xl"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={label === 'Failed' && value > 0 ? 'red.700' : undefined}
          >
            {count(value)}
          </Text>
        </Box>
      ))}
    </Flex>
  );
}

/** A table of notes by row and column: the problems of an import, or the facts the catalogue filled in. */
function RowNotes({ title, noteHeader, notes }: { title: string; noteHeader: string; notes: UploadRowProblem[] }) {
  return (
    <>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Box
        overflowX="auto"
        maxH="72"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="1%">Row</Table.ColumnHeader>
              <Table.ColumnHeader w="1%">Column</Table.ColumnHeader>
              <Table.ColumnHeader>{noteHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {notes.map((note, i) => (
              <Table.Row key={`${note.row}-${note.column}-${i}`}>
                <Table.Cell fontVariantNumeric="tabular-nums">{note.row}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{note.column ?? '—'}</Table.Cell>
                <Table.Cell>{note.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}

function CatalogFills({ task }: { task: UploadTask }) {
  if (!task.catalog_fills.length) return null;
  return (
    <Stack gap="2">
      <RowNotes title="Filled in from the catalogue" noteHeader="What and where from" notes={task.catalog_fills} />
      <Text fontSize="sm" color="fg.muted">
        Only grades and durations your file left empty were filled, and only where one catalogue work matched the row.
        Edit the piece to change them.
      </Text>
    </Stack>
  );
}

function Problems({ task }: { task: UploadTask }) {
  if (!task.errors.length) return null;
  return (
    <Stack gap="2">
      <RowNotes title="Problems by row" noteHeader="Problem" notes={task.errors} />
      {task.failed > task.errors.length && (
        <Text fontSize="sm" color="fg.muted">
          Only the first {count(task.errors.length)} problems are listed; {count(task.failed)} rows could not be
          imported. Fix them in the file and import it again (rows already in your library are updated, not duplicated).
        </Text>
      )}
    </Stack>
  );
}

/**
 * One import: live progress while it is queued or processing, then its counts and the problems of
 * its rows; a file that could not be read at all says why.
 */
export function ImportProgress({ task }: { task: UploadTask }) {
  const badge = STATUS_BADGE[task.status];
  const running = task.status === 'queued' || task.status === 'processing';
  const percent = task.rows_total > 0 ? Math.min(100, (task.rows_processed / task.rows_total) * 100) : null;
  return (
    <Stack gap="4" data-testid="import-progress">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-all">
          {task.filename}
        </Text>
        <Badge colorPalette={badge.palette}>{badge.label}</Badge>
      </Flex>

      {running && (
        <Progress.Root value={task.status === 'queued' ? null : percent} colorPalette="blue" size="md">
          <Flex justify="space-between" mb="1" gap="2">
            <Progress.Label fontWeight="normal">{progressText(task)}</Progress.Label>
            {percent !== null && task.status !== 'queued' && (
              <Progress.ValueText>{Math.floor(percent)}%</Progress.ValueText>
            )}
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}

      {task.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The import failed</Alert.Title>
            <Alert.Description>{task.error ?? 'The file could not be imported.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {task.status === 'completed' && (
        <Text role="status">
          Finished: {count(task.rows_total)} {task.rows_total === 1 ? 'row' : 'rows'} read.
        </Text>
      )}
      {(task.status === 'completed' || task.rows_processed > 0) && (
        <Box role="group" aria-label="Import counts">
          <Counts task={task} />
        </Box>
      )}
      <CatalogFills task={task} />
      <Problems task={task} />
    </Stack>
  );
}
