// The optional announcement bar. Closing it is remembered in local storage under the announcement's
// id, so a new announcement (new id) shows again to readers who closed the previous one.
import { useEffect, useState } from 'react';
import site from 'hubgen:site-data';
import { readStorage, writeStorage } from '../hooks/storage.ts';

const DISMISS_KEY = 'hubgen.announcement.dismiss';
const ID_KEY = 'hubgen.announcement.id';

export function AnnouncementBar() {
  const bar = site.announcementBar;
  // Rendered on the server; hidden after mount if this reader dismissed this id.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    const sameId = readStorage(ID_KEY) === bar.id;
    if (!sameId) {
      writeStorage(ID_KEY, bar.id);
      writeStorage(DISMISS_KEY, 'false');
    }
    setDismissed(sameId && readStorage(DISMISS_KEY) === 'true');
  }, [bar]);
  if (!bar || dismissed) return null;
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
    >
      {/* The content comes from the site's own config (trusted) and may hold a link. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label="Close announcement"
          onClick={() => {
            writeStorage(DISMISS_KEY, 'true');
            setDismissed(true);
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
