import { useEffect, useState } from 'react';
import { Menu, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { pushServer, type PushServer } from '../api/push';
import {
  readPushState,
  realPushBrowser,
  turnOffPush,
  turnOnPush,
  type PushBrowser,
  type PushState,
} from '../lib/push-device';

/**
 * The bell menu's "Turn on notifications on this device" (decision 063). Showing it only reads
 * where the browser stands; the browser's permission prompt comes from the person's click on it,
 * never from a page load. Hidden where the browser cannot be pushed (no service worker).
 */
export function PushToggle({
  browser = realPushBrowser(),
  server = pushServer,
  initial = null,
}: {
  browser?: PushBrowser;
  server?: PushServer;
  /** The state known before reading the browser (tests render it without effects). */
  initial?: PushState | null;
}) {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushState | null>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState(browser)
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
    // The browser's face is made once per render; its state is read once per menu opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === null || state === 'unsupported') return null;
  if (state === 'blocked')
    return (
      <Text size="xs" c="dimmed" px="sm" py={6}>
        {t('push.blocked')}
      </Text>
    );

  const act = () => {
    setBusy(true);
    setFailed(false);
    (state === 'on' ? turnOffPush(browser, server) : turnOnPush(browser, server))
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Menu.Item
        closeMenuOnClick={false}
        disabled={busy}
        onClick={act}
        leftSection={
          state === 'on' ? (
            <IconBellOff size={16} aria-hidden />
          ) : (
            <IconBellRinging size={16} aria-hidden />
          )
        }
      >
        {state === 'on' ? t('push.turnOff') : t('push.turnOn')}
      </Menu.Item>
      {failed && (
        <Text size="xs" c="red" px="sm" role="alert">
          {t('push.failed')}
        </Text>
      )}
    </>
  );
}
