import { WaitingPage } from '@web/components/WaitingPage';

/** /session-restore?session_code=…: the session is restored, then the wizard moves on by itself. */
export function Screen() {
  return <WaitingPage title="session_restore.title" status="session_restore.restoring" />;
}
