import { Box, Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { EmptyState } from '../../../components/empty-state';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { EnsembleIcon } from '../../../components/icons';
import { PageLoading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useEnsembles } from '../../../lib/ensembles';
import { useRepertoireHistory } from '../../../lib/repertoire-history';
import { concertsOf, playedSummary } from '../../../lib/repertoire-history-text';
import { DeleteEnsembleDialog } from './delete-ensemble-dialog';
import { EnsembleCard } from './ensemble-card';
import { EnsembleFormDialog } from './ensemble-form-dialog';
import { RepertoireHistoryDialog } from './repertoire-history-dialog';

/** The text shown when the ensemble list cannot be loaded. */
export const LOAD_FAILED = 'Failed to load ensembles';

/**
 * The My Ensembles page (/ensembles): the director's ensembles, to add, edit and delete, each with
 * what it played in concerts (its repertoire history).
 */
export function MyEnsembles() {
  const { data: ensembles, error, isValidating, mutate } = useEnsembles();
  // a history that cannot be loaded leaves the cards without their line; the dialog says why
  const { data: history } = useRepertoireHistory();
  const played = useMemo(
    () => new Map(ensembles?.map((e) => [e.id, history ? playedSummary(concertsOf(history, e.id)) : null])),
    [ensembles, history],
  );
  // the dialogs keep their ensemble while they close, so their text does not change under the animation
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Ensemble>();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<Ensemble>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<Ensemble>();

  const openCreate = () => {
    setEditing(undefined);
    setFormOpen(true);
  };
  const openEdit = (ensemble: Ensemble) => {
    setEditing(ensemble);
    setFormOpen(true);
  };
  const openDelete = (ensemble: Ensemble) => {
    setDeleting(ensemble);
    setDeleteOpen(true);
  };

  const openHistory = (ensemble: Ensemble) => {
    setHistoryOf(ensemble);
    setHistoryOpen(true);
  };

  const hasEnsembles = Boolean(ensembles?.length);

  return (
    <Box>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'flex-start' }}
        gap={{ base: '0', sm: '6' }}
      >
        <Box flex="1" minW="0">
          <PageHeader title="My Ensembles">
            The bands, orchestras and choirs you direct. Their type and level guide the assistant&apos;s
            recommendations, and programs are built from them.
          </PageHeader>
        </Box>
        {hasEnsembles && (
          <Button colorPalette="blue" onClick={openCreate} flexShrink={0} mt={{ sm: '1' }} mb="6">
            New ensemble
          </Button>
        )}
      </Flex>

      {error && (
        <LoadFailed message={LOAD_FAILED} error={error} onRetry={() => void mutate()} retrying={isValidating} mb="6" />
      )}

      {!ensembles && !error && <PageLoading label="Loading ensembles" />}

      {ensembles && !hasEnsembles && (
        <EmptyState
          icon={<EnsembleIcon size={40} />}
          title="No ensembles yet"
          description="Add the groups you direct, with their type and level, to get recommendations that fit them and to build programs for them."
        >
          <Button colorPalette="blue" onClick={openCreate}>
            Add your first ensemble
          </Button>
        </EmptyState>
      )}

      {ensembles && hasEnsembles && (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Your ensembles" p="0" m="0">
          {ensembles.map((ensemble) => (
            <EnsembleCard
              key={ensemble.id}
              ensemble={ensemble}
              played={played.get(ensemble.id)}
              onEdit={openEdit}
              onDelete={openDelete}
              onHistory={openHistory}
            />
          ))}
        </SimpleGrid>
      )}

      <EnsembleFormDialog open={formOpen} ensemble={editing} onClose={() => setFormOpen(false)} />
      <DeleteEnsembleDialog open={deleteOpen} ensemble={deleting} onClose={() => setDeleteOpen(false)} />
      <RepertoireHistoryDialog open={historyOpen} ensemble={historyOf} onClose={() => setHistoryOpen(false)} />
    </Box>
  );
}
