// What the app says over every screen, fetched when the browser is idle after the first one (App.tsx): the connection
// banner and the new-version notice. Neither has anything to say before that.
import { ConnectionStatus } from '../widgets/ConnectionStatus';
import { UpdateNotice } from './update/UpdateNotice';

export function AppNotices() {
  return (
    <>
      <ConnectionStatus />
      <UpdateNotice />
    </>
  );
}
