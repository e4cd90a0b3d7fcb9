import { Button, chakra, Flex, Link, Progress, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useSWRConfig } from 'swr';
import { CSV_MAX_BYTES, type CsvPreview, type LibraryEntryField, type UploadTask } from '@app/shared/contracts/library';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/toaster';
import { TEMPLATE_CSV_URL } from '../api/export-library-csv';
import { isFinished, uploadStatusKey, useUploadTask } from '../api/get-upload-status';
import { revalidateEntries, revalidateUploadTasks } from '../api/library-keys';
import { previewLibraryCsv, type ColumnMapping } from '../api/preview-library-csv';
import { storeLibraryCsv } from '../api/store-library-csv';
import { uploadLibraryCsv } from '../api/upload-library-csv';
import { ImportMapping, mappingProblems } from './import-mapping';
import { ImportProgress } from './import-progress';
import { UploadHistory } from './upload-history';
import { AppDialog } from '../../../components/app-dialog';

const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
}

/** A file chosen, stored in the uploads bucket (its key) and previewed, with the columns' targets the director sees. */
interface ChosenFile {
  file: File;
  key: string;
  preview: CsvPreview;
  mapping: ColumnMapping;
}

const mappingOf = (preview: CsvPreview): ColumnMapping =>
  Object.fromEntries(preview.columns.map((c) => [c.index, c.field]));

/**
 * Import CSV: choose a file or drop it (it goes straight to the uploads bucket, its progress shown); see its columns, what each will fill (change it or
 * Ignore it) and its first rows as they will be stored; Import; then follow the import live (its status asked every
 * 700 ms) to its counts and row problems; past imports below. The import keeps being followed
 * when the dialog is closed, and the library table is refreshed when it ends.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { mutate } = useSWRConfig();
  const inputRef = useRef<HTMLInputElement>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // the share of the chosen file sent to the bucket (0–1), while it is sent
  const [sent, setSent] = useState<number | null>(null);
  // the newest preview asked for: an older answer arriving late is dropped
  const previewRequest = useRef(0);
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

  const choose = async (file: File) => {
    setUploadError(null);
    if (file.size > CSV_MAX_BYTES) {
      setUploadError(
        new Error(
          `"${file.name}" is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
        ),
      );
      return;
    }
    const request = ++previewRequest.current;
    setPreviewing(true);
    setSent(0);
    try {
      const key = await storeLibraryCsv(file, (share) => request === previewRequest.current && setSent(share));
      if (request !== previewRequest.current) return;
      setSent(null);
      const preview = await previewLibraryCsv(key);
      if (request === previewRequest.current) setChosen({ file, key, preview, mapping: mappingOf(preview) });
    } catch (error) {
      console.error('[library] previewing the CSV failed', error);
      if (request === previewRequest.current) setUploadError(error);
    } finally {
      if (request === previewRequest.current) {
        setPreviewing(false);
        setSent(null);
      }
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const changeColumn = async (index: number, field: LibraryEntryField | null) => {
    if (!chosen) return;
    const mapping = { ...chosen.mapping, [index]: field };
    setChosen({ ...chosen, mapping });
    setUploadError(null);
    // two columns for one field: said beside the select, and the server would refuse it
    if (mappingProblems(mapping, []).byColumn.size) return;
    const request = ++previewRequest.current;
    setPreviewing(true);
    try {
      const preview = await previewLibraryCsv(chosen.key, mapping);
      if (request === previewRequest.current) setChosen((now) => now && { ...now, preview });
    } catch (error) {
      console.error('[library] previewing the CSV failed', error);
      if (request === previewRequest.current) setUploadError(error);
    } finally {
      if (request === previewRequest.current) setPreviewing(false);
    }
  };

  const startImport = async () => {
    if (!chosen || !mappingProblems(chosen.mapping, []).ok) return;
    setUploadError(null);
    setUploading(true);
    try {
      const { id } = await uploadLibraryCsv(chosen.key, chosen.file.name, chosen.mapping);
      running.current.add(id);
      setTaskId(id);
      setChosen(null);
      void revalidateUploadTasks(mutate);
    } catch (error) {
      console.error('[library] uploading the CSV failed', error);
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  };

  const chooseAnother = () => {
    previewRequest.current++;
    setPreviewing(false);
    setSent(null);
    setChosen(null);
    setUploadError(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading && !previewing) void choose(file);
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
      size={{ base: 'full', md: chosen ? 'xl' : 'lg' }}
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
          onChange={(e) => e.target.files?.[0] && void choose(e.target.files[0])}
          data-testid="csv-file-input"
        />
        {chosen ? (
          <Stack gap="4" aria-label={`Columns of ${chosen.file.name}`} role="group">
            <Text fontWeight="medium" wordBreak="break-word">
              {chosen.file.name}
            </Text>
            <ImportMapping
              preview={chosen.preview}
              mapping={chosen.mapping}
              onChange={(index, field) => void changeColumn(index, field)}
              updating={previewing}
            />
            <Flex gap="3" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={chooseAnother} disabled={uploading}>
                Choose another file
              </Button>
              <Button
                colorPalette="blue"
                onClick={() => void startImport()}
                loading={uploading}
                loadingText="Uploading…"
                disabled={previewing || !mappingProblems(chosen.mapping, []).ok}
              >
                Import
              </Button>
            </Flex>
          </Stack>
        ) : (
          <chakra.button
            type="button"
            onClick={() => inputRef.current?.click()}
            onDragOver={(e: DragEvent) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            disabled={uploading || previewing}
            aria-busy={uploading || previewing}
            w="full"
            px="4"
            py="8"
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="lg"
            borderColor={dragging ? 'blue.500' : 'gray.300'}
            bg={dragging ? 'blue.50' : 'gray.50'}
            _hover={{ borderColor: 'blue.400' }}
            cursor={uploading || previewing ? 'progress' : 'pointer'}
            textAlign="center"
          >
            <Text as="span" display="block" fontWeight="medium">
              {sent !== null ? 'Uploading the file…' : previewing ? 'Reading the file…' : 'Choose a CSV file'}
            </Text>
            {sent !== null ? (
              <Progress.Root value={Math.round(sent * 100)} colorPalette="blue" size="sm" mt="3" maxW="sm" mx="auto">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText fontSize="sm" color="fg.muted" mt="1">
                  {Math.round(sent * 100)}%
                </Progress.ValueText>
              </Progress.Root>
            ) : (
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                or drop it here (up to {CSV_MAX_BYTES / 1024 / 1024} MB)
              </Text>
            )}
          </chakra.button>
        )}

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
