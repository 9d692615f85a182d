import { PAGE_MESSAGES } from '@wellness/shared';
import { HomeIconPage } from './HomeIconPage';

export default function UnauthorizedPage() {
  return <HomeIconPage title={PAGE_MESSAGES.unauthorizedTitle} text="Your account cannot open this page. The home icon takes you back." />;
}
