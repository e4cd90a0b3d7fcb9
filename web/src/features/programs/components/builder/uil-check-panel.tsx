import { Box, Button, Flex, Heading, Link, Stack, Text, chakra, type FlexProps } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { ProgramEnsemble, UilCheck } from '@app/shared/contracts/programs';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import type { UilEnsembleCheck } from '@app/shared/domain/uil-contest';
import { AppDialog } from '../../../../components/app-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { CheckCircleIcon, CrossCircleIcon, ExternalLinkIcon } from '../../../../components/icons';
import { Loading } from '../../../../components/loading';
import { uilStanding } from '../../../../lib/uil-standing';
import { pmlText, uilSummary } from '../../utils/uil-check';

export interface UilCheckProps {
  /** The last answer of GET /programs/{id}/uil-check; undefined while the first one loads. */
  check: UilCheck | undefined;
  error: unknown;
  /** A new answer is on its way (the last one stays on screen meanwhile). */
  checking: boolean;
  /** The program's ensembles: the type of a set without an event. */
  ensembles: readonly ProgramEnsemble[];
  onRetry(): void;
}

/** A link to the UIL page a rule comes from, in a new tab. */
function SourceLink({ href, about }: { href: string; about: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      fontSize="xs"
      color="blue.700"
      textDecoration="underline"
      display="inline-flex"
      alignItems="center"
      gap="1"
    >
      UIL source
      <chakra.span srOnly>: {about} (opens in a new tab)</chakra.span>
      <ExternalLinkIcon size={12} />
    </Link>
  );
}

const NO_SHRINK = { flexShrink: 0 };
const MarkIcon = ({ met }: { met: boolean }) =>
  met ? <CheckCircleIcon size={16} style={NO_SHRINK} /> : <CrossCircleIcon size={16} style={NO_SHRINK} />;

/** Met or not met: an icon and the words, never the colour alone. */
function RuleMark({ met }: { met: boolean }) {
  return (
    <Flex as="span" align="center" gap="1" flexShrink={0} fontWeight="semibold" color={met ? 'green.700' : 'red.700'}>
      <MarkIcon met={met} />
      {met ? 'Met' : 'Not met'}
    </Flex>
  );
}

const SubHeading = (props: { children: string }) => (
  <Text as="h5" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
    {props.children}
  </Text>
);

/** One ensemble's set: its event and UIL standing, its pieces' PML listings, the rules checked and those not. */
function UilSet({ set, type }: { set: UilEnsembleCheck; type: string | undefined }) {
  if (!set.event)
    return (
      <Box as="section" aria-label={set.ensemble_name} data-testid="uil-set" borderWidth="1px" borderRadius="md" p="3">
        <Text fontSize="sm">
          {set.ensemble_name}: no UIL Concert &amp; Sight-Reading event for{' '}
          {type && type !== 'other' ? `a ${ensembleTypeLabel(type)}` : 'this kind of ensemble'}.
        </Text>
      </Box>
    );
  const standing = uilStanding(set.conference, set.classification);
  return (
    <Stack
      as="section"
      aria-label={set.ensemble_name}
      data-testid="uil-set"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Box>
        <Heading as="h4" size="sm" overflowWrap="anywhere">
          {set.ensemble_name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {set.event.name} ({set.event.code}){standing && ` · ${standing}`}
        </Text>
        {!set.conference && (
          <Text fontSize="sm" color="orange.700">
            Set the conference on the ensemble
          </Text>
        )}
      </Box>
      <Stack gap="1">
        <SubHeading>Pieces</SubHeading>
        {set.pieces.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No pieces yet.
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {set.pieces.map((piece) => (
              <Box as="li" key={piece.id} fontSize="sm" minW="0">
                <Text as="span" fontWeight="medium" overflowWrap="anywhere">
                  {piece.title}
                </Text>
                <Text as="span" color={piece.pml ? 'fg.muted' : 'red.700'} fontVariantNumeric="tabular-nums">
                  {' — '}
                  {pmlText(piece.pml)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="1">
        <SubHeading>Rules</SubHeading>
        <Stack as="ul" gap="2" listStyleType="none">
          {set.rules.map((rule) => (
            <Box as="li" key={rule.rule} fontSize="sm" data-testid="uil-rule" data-met={rule.met}>
              <Flex gap="2" align="start" wrap="wrap">
                <RuleMark met={rule.met} />
                <Text fontWeight="medium" flex="1" minW="40">
                  {rule.rule}
                </Text>
              </Flex>
              <Text color="fg.muted" overflowWrap="anywhere">
                {rule.detail}
              </Text>
              <SourceLink href={rule.source} about={rule.rule} />
            </Box>
          ))}
        </Stack>
      </Stack>
      {set.not_checked.length > 0 && (
        <Stack gap="1">
          <SubHeading>Not checked</SubHeading>
          <Stack as="ul" gap="2" listStyleType="none">
            {set.not_checked.map((item) => (
              <Box as="li" key={item.rule} fontSize="sm" data-testid="uil-not-checked">
                <Text fontWeight="medium">{item.rule}</Text>
                <Text color="fg.muted">{item.why}</Text>
                <SourceLink href={item.source} about={item.rule} />
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** The check's summary line: its mark and words. */
function Summary({ check }: { check: UilCheck }) {
  const summary = uilSummary(check);
  return (
    <Flex as="p" align="center" gap="1.5" fontSize="sm" color={summary.met ? 'green.700' : 'red.700'}>
      <MarkIcon met={summary.met} />
      {summary.text}
    </Flex>
  );
}

/** The sets of the check, or its loading or error state. */
function UilCheckBody({ check, error, checking, ensembles, onRetry }: UilCheckProps) {
  if (error && !check)
    return (
      <Stack align="start" gap="3">
        <ErrorAlert error={error}>The UIL check could not be loaded.</ErrorAlert>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  if (!check)
    return (
      <Flex justify="center" py="6">
        <Loading size="small" label="Checking the UIL requirements" />
      </Flex>
    );
  return (
    <Stack gap="3" aria-busy={checking}>
      <Summary check={check} />
      {error !== undefined && (
        <Stack align="start" gap="2">
          <ErrorAlert error={error}>The UIL check could not be brought up to date.</ErrorAlert>
          <Button size="xs" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      )}
      {check.sets.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Add an ensemble to the program to check its set.
        </Text>
      )}
      {check.sets.map((set) => (
        <UilSet key={set.ensemble_id} set={set} type={ensembles.find((e) => e.ensemble_id === set.ensemble_id)?.type} />
      ))}
      <Text fontSize="xs" color="fg.muted">
        Podium checks only what the UIL&apos;s pages state; read the UIL&apos;s rules before you enter.
      </Text>
    </Stack>
  );
}

const TITLE = 'UIL check';

/**
 * The UIL Concert & Sight-Reading check of a marked program, in a panel beside the board (from a
 * laptop's width up): each ensemble's set, its pieces' PML listings, the rules checked and not.
 */
export const UilCheckPanel = memo(function UilCheckPanel(props: UilCheckProps & FlexProps) {
  const { check, error, checking, ensembles, onRetry, ...boxProps } = props;
  return (
    <Flex
      as="section"
      aria-labelledby="uil-check-heading"
      direction="column"
      minH="0"
      borderWidth="1px"
      borderRadius="md"
      data-testid="uil-check-panel"
      {...boxProps}
    >
      <Flex align="center" gap="2" px="3" pt="3" pb="2">
        <Heading as="h3" size="sm" id="uil-check-heading">
          {TITLE}
        </Heading>
        {checking && check && (
          <Text fontSize="xs" color="fg.muted" role="status">
            Checking…
          </Text>
        )}
      </Flex>
      <Box px="3" pb="3" overflowY="auto" flex="1" minH="0">
        <UilCheckBody check={check} error={error} checking={checking} ensembles={ensembles} onRetry={onRetry} />
      </Box>
    </Flex>
  );
});

/**
 * The same check on a phone or a tablet: a strip with its summary under the toolbar, and the whole
 * check in a dialog.
 */
export const UilCheckStrip = memo(function UilCheckStrip(props: UilCheckProps & FlexProps) {
  const { check, error, checking, ensembles, onRetry, ...boxProps } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* one line from a tablet's width; on a phone the summary goes under the title and the button */}
      <Flex
        align="center"
        columnGap="3"
        rowGap="1"
        wrap="wrap"
        borderWidth="1px"
        borderRadius="md"
        px="3"
        py="1.5"
        data-testid="uil-check-strip"
        {...boxProps}
      >
        <Text fontSize="sm" fontWeight="semibold">
          {TITLE}
        </Text>
        <Box order={{ base: 2, md: 1 }} flexBasis={{ base: 'full', md: '0' }} flexGrow={1} minW="0">
          {check ? (
            <Summary check={check} />
          ) : error ? (
            <Text fontSize="sm" color="red.700">
              Could not be loaded
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Checking…
            </Text>
          )}
        </Box>
        <Button order={{ base: 1, md: 2 }} ms="auto" size="xs" variant="outline" onClick={() => setOpen(true)}>
          Open UIL check
        </Button>
      </Flex>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title="UIL Concert & Sight-Reading check"
        closeLabel="Close UIL check"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <UilCheckBody check={check} error={error} checking={checking} ensembles={ensembles} onRetry={onRetry} />
      </AppDialog>
    </>
  );
});
