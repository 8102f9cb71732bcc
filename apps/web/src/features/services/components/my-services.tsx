import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ServiceCard as Card } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteService, useProviderPage, useSaveService, useService } from '../api/services';
import { useServicesT } from '../lib/use-services-t';
import { ServiceCard } from './service-card';
import { ServiceForm } from './service-form';
import { ServiceImagesField } from './service-images-field';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | null;

function EditService({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useServicesT();
  const query = useService(id);
  if (query.isPending) return <QuerySkeleton rows={1} h={300} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <ServiceImagesField serviceId={id} images={query.data.images} />
      <ServiceForm service={query.data} onSaved={onClose} onCancel={onClose} />
      <Text size="xs" c="gray.7">
        {t('form.photosHint')}
      </Text>
    </Stack>
  );
}

function CardActions({
  card,
  onEdit,
  onDelete,
}: {
  card: Card;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useServicesT();
  const save = useSaveService();
  const paused = card.status === 'paused';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onEdit}>
          {t('manage.edit')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: card.id, input: { status: paused ? 'active' : 'paused' } })
          }
        >
          {paused ? t('manage.resume') : t('manage.pause')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
          {t('manage.delete')}
        </Button>
      </Group>
      {save.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(t, save.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A provider's services: add, change, pause or resume, delete (after a confirmation). */
export function MyServices({ providerId }: { providerId: string }) {
  const { t } = useServicesT();
  const query = useProviderPage(providerId);
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Card | null>(null);

  let body;
  if (query.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </SimpleGrid>
    );
  else if (query.isError) body = <QueryFailure query={query} retryLabel={t('search.retry')} />;
  else if (query.data.services.length === 0)
    body = (
      <Stack gap="xs" align="flex-start" role="status">
        <Text fw={600}>{t('manage.empty')}</Text>
        <Text size="sm" c="gray.7">
          {t('manage.emptyHint')}
        </Text>
      </Stack>
    );
  else
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {query.data.services.map((card) => (
          <li key={card.id}>
            <ServiceCard
              card={card}
              action={
                <CardActions
                  card={card}
                  onEdit={() => setEditing({ mode: 'edit', id: card.id })}
                  onDelete={() => setDeleting(card)}
                />
              }
            />
          </li>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ mode: 'new' })}>{t('manage.add')}</Button>
      </Group>
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'new' ? t('manage.addTitle') : t('manage.editTitle')}
        size="xl"
      >
        {editing?.mode === 'new' ? (
          <ServiceForm
            onSaved={(s) => setEditing({ mode: 'edit', id: s.id })}
            onCancel={() => setEditing(null)}
          />
        ) : editing?.mode === 'edit' ? (
          <EditService id={editing.id} onClose={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('manage.deleteTitle')}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('manage.deleteConfirm', { title: deleting?.title ?? '' })}
          </Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
              }
            >
              {t('manage.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
