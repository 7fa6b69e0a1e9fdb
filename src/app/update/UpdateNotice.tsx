import { useState } from 'react';
import { useNewBuild } from './useNewBuild';
import { UpdateNoticeView } from './UpdateNoticeView';

/**
 * Tells a trader whose page outlived a deploy that a new version is ready, before a screen they open meets a file
 * that is gone (docs/app.md "When a part cannot load"). Reloading is theirs to choose: a half-filled ticket or
 * form is not thrown away for them. "Later" hides it for this page.
 */
export function UpdateNotice() {
  const news = useNewBuild();
  const [later, setLater] = useState(false);
  return <UpdateNoticeView shown={news && !later} onReload={() => location.reload()} onLater={() => setLater(true)} />;
}
