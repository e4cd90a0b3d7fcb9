import { ChatPage } from '../../features/chat/components/chat-page';
import { useCurrentProgram } from '../../features/programs/hooks/current-program';
import { useProgramPicks } from '../../features/programs/hooks/use-program-picks';

export default function DashboardRoute() {
  const { picks, newProgramDialog } = useProgramPicks();
  const { programId } = useCurrentProgram();
  return (
    <>
      <ChatPage programPicks={picks} programId={programId} />
      {newProgramDialog}
    </>
  );
}
