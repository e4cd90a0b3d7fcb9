import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UploadTask } from '@app/shared/contracts/library';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDateTime } from '../../../lib/date-time';
import { UPLOAD_TASKS_PAGE, useUploadTasks } from '../api/get-upload-tasks';
import { STATUS_BADGE } from './import-progress';

const summary = (task: UploadTask) =>
  task.status === 'queued' || task.status === 'processing'
    ? `${task.rows_processed.toLocaleString('en-US')} of ${task.rows_total.toLocaleString('en-US')} rows`
    : `${task.created} created · ${task.updated} updated · ${task.skipped} skipped · ${task.failed} failed`;

export interface UploadHistoryProps {
  /** The task shown above the list. */
  selectedId: number | null;
  onSelect(task: UploadTask): void;
}

/** Past imports, newest first, 10 a page: file name, date, status and counts; one is opened to see its problems. */
export function UploadHistory({ selectedId, onSelect }: UploadHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useUploadTasks(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / UPLOAD_TASKS_PAGE)) : 1;

  return (
    <Stack gap="2" as="section" aria-labelledby="past-imports-heading">
      <Heading as="h3" size="sm" id="past-imports-heading">
        Past imports
      </Heading>
      {error && !data && (
        <Flex gap="2" align="center" wrap="wrap">
          <ErrorAlert error={error}>Your past imports could not be loaded.</ErrorAlert>
          <Button size="xs" variant="outline" onClick={() => void mutate()}>
            Try again
          </Button>
        </Flex>
      )}
      {isLoading && <Loading size="small" label="Loading past imports" />}
      {data && data.total === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No imports yet.
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {data.data.map((task) => {
            const badge = STATUS_BADGE[task.status];
            const selected = task.id === selectedId;
            return (
              <Box as="li" key={task.id}>
                <chakra.button
                  type="button"
                  onClick={() => onSelect(task)}
                  aria-current={selected ? 'true' : undefined}
                  w="full"
                  textAlign="left"
                  px="3"
                  py="2"
                  borderWidth="1px"
                  borderRadius="md"
                  borderColor={selected ? 'blue.400' : 'border'}
                  bg={selected ? 'blue.50' : 'bg'}
                  _hover={{ bg: selected ? 'blue.50' : 'gray.50' }}
                  cursor="pointer"
                >
                  <Flex as="span" gap="2" align="center" justify="space-between" wrap="wrap">
                    <Text as="span" fontWeight="medium" fontSize="sm" wordBreak="break-all">
                      {task.filename}
                    </Text>
                    <Badge colorPalette={badge.palette} size="sm">
                      {badge.label}
                    </Badge>
                  </Flex>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {formatDateTime(new Date(task.created_at))} · {summary(task)}
                  </Text>
                </chakra.button>
              </Box>
            );
          })}
        </Stack>
      )}
      {data && pages > 1 && (
        <Flex gap="2" align="center" justify="flex-end">
          <Text fontSize="sm" color="fg.muted">
            Page {page} of {pages}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <Button size="xs" variant="outline" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            Next
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
