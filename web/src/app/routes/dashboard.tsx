import { memo } from 'react';
import { ChatPage } from '../../features/chat/components/chat-page';
import { useCurrentProgram } from '../../features/programs/hooks/current-program';
import { useProgramPicks } from '../../features/programs/hooks/use-program-picks';
import { ProgramPicksContext } from '../../lib/add-to-program';

// the picks change with every change to the program (each drop in the builder over this page): only
// the cards that read them render again, not the page
const StillChatPage = memo(ChatPage);

export default function DashboardRoute() {
  const { picks, newProgramDialog } = useProgramPicks();
  const { programId } = useCurrentProgram();
  return (
    <ProgramPicksContext.Provider value={picks}>
      <StillChatPage programId={programId} />
      {newProgramDialog}
    </ProgramPicksContext.Provider>
  );
}
