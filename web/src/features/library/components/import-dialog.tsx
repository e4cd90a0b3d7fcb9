import { Button, chakra, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useSWRConfig } from 'swr';
import { CSV_MAX_BYTES, type UploadTask } from '@app/shared/contracts/library';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/toaster';
import { TEMPLATE_CSV_URL } from '../api/export-library-csv';
import { isFinished, uploadStatusKey, useUploadTask } from '../api/get-upload-status';
import { revalidateEntries, revalidateUploadTasks } from '../api/library-keys';
import { uploadLibraryCsv } from '../api/upload-library-csv';
import { ImportProgress } from './import-progress';
import { UploadHistory } from './upload-history';
import { AppDialog } from '../../../components/app-dialog';

const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Import CSV: choose a file or drop it, then follow the import live (its status asked every
 * 700 ms) to its counts and row problems; past imports below. The import keeps being followed
 * when the dialog is closed, and the library table is refreshed when it ends.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { mutate } = useSWRConfig();
  const inputRef = useRef<HTMLInputElement>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [dragging, setDragging] = useState(false);
  const { data: task, error: taskError } = useUploadTask(taskId);
  // imports started here whose end has not been seen yet
  const running = useRef(new Set<number>());
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (!task || !isFinished(task) || !running.current.delete(task.id)) return;
    void revalidateEntries(mutate);
    void revalidateUploadTasks(mutate);
    if (!openRef.current) {
      if (task.status === 'completed')
        notify.success(
          `Imported "${task.filename}": ${task.created} created, ${task.updated} updated, ${task.failed} failed`,
        );
      else notify.error(`The import of "${task.filename}" failed`, task.error ?? undefined);
    }
  }, [task, mutate]);

  const upload = async (file: File) => {
    setUploadError(null);
    if (file.size > CSV_MAX_BYTES) {
      setUploadError(
        new Error(
          `"${file.name}" is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
        ),
      );
      return;
    }
    setUploading(true);
    try {
      const { id } = await uploadLibraryCsv(file);
      running.current.add(id);
      setTaskId(id);
      void revalidateUploadTasks(mutate);
    } catch (error) {
      console.error('[library] uploading the CSV failed', error);
      setUploadError(error);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void upload(file);
  };

  const showTask = (chosen: UploadTask) => {
    void mutate(uploadStatusKey(chosen.id), chosen, { revalidate: !isFinished(chosen) });
    setTaskId(chosen.id);
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Import CSV"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
      closeLabel="Close import"
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          A spreadsheet of your pieces saved as CSV, with a title column; composer, arranger, grade, duration and the
          other columns are optional. Pieces already in your library are updated, not added twice.{' '}
          <Link href={TEMPLATE_CSV_URL} download colorPalette="blue" variant="underline">
            Download the CSV template
          </Link>
        </Text>

        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
          data-testid="csv-file-input"
        />
        <chakra.button
          type="button"
          onClick={() => inputRef.current?.click()}
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          disabled={uploading}
          aria-busy={uploading}
          w="full"
          px="4"
          py="8"
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="lg"
          borderColor={dragging ? 'blue.500' : 'gray.300'}
          bg={dragging ? 'blue.50' : 'gray.50'}
          _hover={{ borderColor: 'blue.400' }}
          cursor={uploading ? 'progress' : 'pointer'}
          textAlign="center"
        >
          <Text as="span" display="block" fontWeight="medium">
            {uploading ? 'Uploading…' : 'Choose a CSV file'}
          </Text>
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            or drop it here (up to {CSV_MAX_BYTES / 1024 / 1024} MB)
          </Text>
        </chakra.button>

        {uploadError !== null && <ErrorAlert error={uploadError} />}
        {taskError && !task && (
          <ErrorAlert error={taskError}>The import&apos;s progress could not be loaded.</ErrorAlert>
        )}
        {task && <ImportProgress task={task} />}

        <Separator />
        <UploadHistory selectedId={taskId} onSelect={showTask} />
      </Stack>
    </AppDialog>
  );
}
