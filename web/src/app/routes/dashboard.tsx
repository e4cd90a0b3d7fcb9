import { ChatPage } from '../../features/chat/components/chat-page';
import { useCurrentProgram } from '../../features/programs/hooks/current-program';
import { useAddToProgram } from '../../features/programs/hooks/use-add-to-program';

export default function DashboardRoute() {
  const addToProgram = useAddToProgram();
  const { programId } = useCurrentProgram();
  return <ChatPage addToProgram={addToProgram} programId={programId} />;
}
