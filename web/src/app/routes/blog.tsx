import { ScreenInProgress } from '../../components/screen-in-progress';

export default function BlogRoute() {
  return <ScreenInProgress title="Blog" what="articles for music directors" />;
}
