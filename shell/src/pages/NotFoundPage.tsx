import { PAGE_MESSAGES } from '@wellness/shared';
import { HomeIconPage } from './HomeIconPage';

export default function NotFoundPage() {
  return <HomeIconPage title={PAGE_MESSAGES.notFoundTitle} text="The page you asked for is not here. The home icon takes you back." />;
}
