import { MyEnsembles } from '../../features/ensembles/components/my-ensembles';

export default function EnsemblesRoute() {
  return <MyEnsembles />;
}
