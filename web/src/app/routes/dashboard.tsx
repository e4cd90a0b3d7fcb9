import { ScreenInProgress } from '../../components/screen-in-progress';

export default function DashboardRoute() {
  return <ScreenInProgress title="Chat with the assistant" what="a conversation with the recommendation assistant about repertoire for your ensembles" />;
}
