import { Button, Checkbox, Flex, Menu, Portal } from '@chakra-ui/react';
import { memo } from 'react';
import { NativeSelect } from '../../../../components/native-select';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import { DOCUMENT_FORMATS } from '../../utils/document-formats';

export interface BuilderToolbarProps {
  format: DocumentFormat;
  includeNotes: boolean;
  exporting: boolean;
  onFormat(format: DocumentFormat): void;
  onIncludeNotes(include: boolean): void;
  onNew(): void;
  onRename(): void;
  onChangeDate(): void;
  onExport(): void;
  onShare(): void;
  /** The program has a public page now. */
  shared: boolean;
  /** Drafts the notes of every piece that has none; while it runs, how far it is ("2 of 8"). */
  onDraftNotes(): void;
  drafting: string | null;
  /** The program is marked UIL Concert & Sight-Reading (the builder then checks it). */
  uilContest: boolean;
  onUilContest(uilContest: boolean): void;
  onDelete(): void;
}

const UIL_LABEL = 'UIL Concert & Sight-Reading';

/**
 * Below md the toolbar is one row that scrolls sideways (a phone's first screen is for the pieces):
 * nothing in it shrinks or wraps, its end fades out while more follows, and a mouse gets a thin
 * scrollbar (a finger's overlay one shows as it scrolls). Its padding keeps the focus ring unclipped.
 */
const ONE_ROW_ON_PHONE = {
  // a scroll box in the body's column would otherwise be squeezed to nothing
  flexShrink: 0,
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  mx: { base: '-1', md: '0' },
  p: { base: '1', md: '0' },
  pe: { base: '6', md: '0' },
  scrollbarWidth: 'none',
  '@media (pointer: fine)': { scrollbarWidth: 'thin' },
  maskImage: { base: 'linear-gradient(to right, black calc(100% - 1.5rem), transparent)', md: 'none' },
} as const;
/** What sits in one row on a phone: as wide as its label. */
const UNSHRUNK = { '& > *': { flexShrink: 0, whiteSpace: 'nowrap' } } as const;

/**
 * The builder's actions (memoised: the board re-renders on every drag step): Format (Standard or
 * Booklet), Include program notes, New Program, Rename, Change Date & Time, export, Share (a public
 * page), the UIL Concert & Sight-Reading mark, Delete. On a phone they are one row that scrolls
 * sideways, led by the export and its two options; Draft notes, Share and the UIL mark are under More.
 */
export const BuilderToolbar = memo(function BuilderToolbar(props: BuilderToolbarProps) {
  const exportButton = (shown: { hideFrom: 'md' } | { hideBelow: 'md' }) => (
    <Button
      {...shown}
      size={{ base: 'xs', md: 'sm' }}
      colorPalette="blue"
      onClick={props.onExport}
      loading={props.exporting}
      loadingText="Generating..."
    >
      Export to Word
    </Button>
  );
  return (
    <Flex role="toolbar" aria-label="Program actions" align="center" gap="2" css={{ ...ONE_ROW_ON_PHONE, ...UNSHRUNK }}>
      {/* one export button shows at a time: first on a phone, after Change Date & Time from md up */}
      {exportButton({ hideFrom: 'md' })}
      <NativeSelect
        size={{ base: 'xs', md: 'sm' }}
        w="auto"
        aria-label="Format"
        value={props.format}
        onChange={(e) => props.onFormat(e.currentTarget.value as DocumentFormat)}
      >
        {DOCUMENT_FORMATS.map((format) => (
          <option key={format.value} value={format.value}>
            {format.label}
          </option>
        ))}
      </NativeSelect>
      <Checkbox.Root
        size={{ base: 'xs', md: 'sm' }}
        checked={props.includeNotes}
        onCheckedChange={(e) => props.onIncludeNotes(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Include program notes</Checkbox.Label>
      </Checkbox.Root>
      {/* a short label keeps the toolbar on one row at 1440 px; the menu on a phone has room for the whole name */}
      <Checkbox.Root
        hideBelow="md"
        size="sm"
        title={`${UIL_LABEL}: check the program against the UIL's requirements`}
        checked={props.uilContest}
        onCheckedChange={(e) => props.onUilContest(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>UIL contest</Checkbox.Label>
      </Checkbox.Root>
      <Flex wrap={{ base: 'nowrap', md: 'wrap' }} gap="2" ml={{ lg: 'auto' }} css={UNSHRUNK}>
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" onClick={props.onNew}>
          New Program
        </Button>
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" onClick={props.onRename}>
          Rename
        </Button>
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" onClick={props.onChangeDate}>
          Change Date &amp; Time
        </Button>
        {exportButton({ hideBelow: 'md' })}
        {/* beyond the spec's toolbar: buttons from a tablet's width up, a menu on a phone (one row less) */}
        <Button
          hideBelow="md"
          size="sm"
          variant="outline"
          onClick={props.onDraftNotes}
          loading={props.drafting !== null}
          loadingText={`Drafting ${props.drafting ?? ''}...`}
        >
          Draft notes for every piece
        </Button>
        <Button hideBelow="md" size="sm" variant="outline" onClick={props.onShare}>
          {props.shared ? 'Link & QR code' : 'Share'}
        </Button>
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={({ value }) => {
            if (value === 'share') props.onShare();
            else if (value === 'notes') props.onDraftNotes();
          }}
        >
          <Menu.Trigger asChild>
            <Button
              hideFrom="md"
              size="xs"
              variant="outline"
              loading={props.drafting !== null}
              loadingText="Drafting..."
            >
              More
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.Item value="notes">Draft notes for every piece</Menu.Item>
                <Menu.Item value="share">{props.shared ? 'Link & QR code' : 'Share'}</Menu.Item>
                <Menu.CheckboxItem
                  value="uil"
                  checked={props.uilContest}
                  onCheckedChange={(checked) => props.onUilContest(checked)}
                >
                  {UIL_LABEL}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" colorPalette="red" onClick={props.onDelete}>
          Delete
        </Button>
      </Flex>
    </Flex>
  );
});
