import { ScreenInProgress } from '../../components/screen-in-progress';

export default function EnsemblesRoute() {
  return <ScreenInProgress title="My Ensembles" what="the ensembles you direct, to add, rename and remove" />;
}
