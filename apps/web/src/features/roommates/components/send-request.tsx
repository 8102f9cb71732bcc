import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { ROOMMATE_REQUEST_LIMITS } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import {
  roommateThreadHref,
  useRoommateRequests,
  useRoommateRequestsLive,
  useSendRoommateRequest,
} from '../api/roommate-requests';
import { useRoommatesT } from '../lib/use-roommates-t';

/**
 * Saying hello to someone: "Send a roommate request" with an optional note; once a request
 * between the two is accepted, "Message" opens their thread under /roommates/messages.
 */
export function SendRequest({
  userId,
  name,
  size,
}: {
  userId: string;
  name: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useRoommatesT();
  const box = useRoommateRequests();
  useRoommateRequestsLive();
  const send = useSendRoommateRequest(userId);
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');

  const all = [...(box.data?.incoming ?? []), ...(box.data?.outgoing ?? [])].filter(
    (r) => r.other.userId === userId,
  );
  const accepted = all.find((r) => r.status === 'accepted');
  const pending = all.find((r) => r.status === 'pending');

  if (accepted)
    return (
      <Button
        component={Link}
        to={roommateThreadHref(userId)}
        aria-label={t('requests.messageWith', { name })}
        size={size}
      >
        {t('request.openThread')}
      </Button>
    );
  if (pending)
    return (
      <Text size={size ?? 'sm'} c="gray.7" role="status">
        {pending.toUserId === userId ? t('request.pendingOut') : t('request.pendingIn')}
        {pending.toUserId !== userId ? (
          <>
            {' '}
            <Link to="/roommates?tab=requests">{t('requests.title')}</Link>
          </>
        ) : null}
      </Text>
    );

  const needsProfile =
    send.error instanceof ApiError && send.error.reason === 'roommate-request.profile-required';
  const submit = () =>
    send.mutate(
      { message: message.trim() || undefined },
      {
        onSuccess: () => {
          setOpened(false);
          setMessage('');
          notifications.show({ color: 'teal', message: t('request.sent') });
        },
      },
    );

  return (
    <>
      {/* Never squeezed by its row (it would cut its words): it moves to a line of its own. */}
      <Button
        onClick={() => setOpened(true)}
        disabled={box.isPending}
        size={size}
        className="nivaas-button-wraps"
        style={{ flexShrink: 0, maxWidth: '100%' }}
      >
        {t('request.send')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('request.title', { name })}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('request.message')}
              placeholder={t('request.messagePlaceholder')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={ROOMMATE_REQUEST_LIMITS.messageMax}
              autosize
              minRows={3}
              maxRows={8}
              description={t('request.messageHint', {
                count: message.length,
                max: ROOMMATE_REQUEST_LIMITS.messageMax,
              })}
              data-autofocus
            />
            {send.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('request.failed')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{errorMessage(t, send.error)}</Text>
                  {needsProfile ? (
                    <Button
                      component={Link}
                      to="/roommates/create-profile"
                      size="xs"
                      variant="white"
                    >
                      {t('request.createProfile')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)} type="button">
                {t('request.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('request.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
