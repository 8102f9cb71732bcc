import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Property } from '@nivaas/shared';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../../lib/error-messages';
import { useCreateProperty, useUpdateProperty } from '../../api/owner-properties';
import {
  emptyFormValues,
  fromProperty,
  toPropertyInput,
  toPropertyPatch,
  type PropertyFormValues,
} from '../../lib/form-values';
import { toFormErrors } from '../../lib/form-errors';
import { failedCount } from '../../lib/photo-queue';
import { useOwnerT } from '../../lib/use-owner-t';
import { validatePropertyForm } from '../../lib/validate-form';
import { PhotoManager } from '../photos/photo-manager';
import { usePhotoQueue } from '../photos/use-photo-queue';
import { BasicsSection } from './basics-section';
import { DetailsSection } from './details-section';
import { ExtrasSection } from './extras-section';
import { FormSection } from './form-section';
import { LeaveGuard } from './leave-guard';
import { LocationSection } from './location-section';
import { PriceSection } from './price-section';

export const ownerPropertyPath = (id: string) => `/owner/properties/${encodeURIComponent(id)}`;

const FORM_FIELDS = new Set(Object.keys(emptyFormValues()));
const isFormField = (path: string) => FORM_FIELDS.has(path.split('.')[0] ?? '');

const focusFirstError = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
  );

/**
 * The listing form, new or edit. A new listing is created first, then its photos upload one by
 * one; the owner lands on the listing's page once every photo is in (or stays to deal with the
 * ones that were refused). An edit sends only the fields that changed.
 */
export function PropertyForm({
  property,
  guardLeaving = true,
}: {
  property?: Property;
  /** Ask before leaving with unsaved changes; needs the app's data router. */
  guardLeaving?: boolean;
}) {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [savedId, setSavedId] = useState<string | null>(property?.id ?? null);
  const [baseline, setBaseline] = useState<PropertyFormValues>(() =>
    property ? fromProperty(property) : emptyFormValues(),
  );
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [orphans, setOrphans] = useState<string[]>([]);
  const queue = usePhotoQueue(property?.id ?? null, property?.images ?? []);
  const translate = (m: string) => translateFieldError(t, m);
  const form = useForm<PropertyFormValues>({
    initialValues: baseline,
    validate: (values) => validatePropertyForm(values, translate),
  });

  const photosFailed = failedCount(queue.items);
  const done = finishing && savedId !== null && !queue.busy && photosFailed === 0;
  useEffect(() => {
    if (done && savedId) void navigate(ownerPropertyPath(savedId));
  }, [done, savedId, navigate]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setOrphans([]);
    try {
      if (!savedId) {
        const created = await create.mutateAsync(toPropertyInput(values));
        setSavedId(created.id);
        queue.start(created.id);
      } else {
        const patch = toPropertyPatch(baseline, values);
        if (Object.keys(patch).length > 0) await update.mutateAsync({ id: savedId, patch });
      }
      setBaseline(values);
      form.resetDirty(values);
      setFinishing(true);
    } catch (err) {
      setFailure(err);
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        const errors = toFormErrors(
          Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k, translate(m)])),
        );
        form.setErrors(errors);
        // A rule about something the form does not show (the status) is said in the alert.
        setOrphans(Object.entries(errors).flatMap(([k, m]) => (isFormField(k) ? [] : [m])));
        focusFirstError();
      }
    }
  }, focusFirstError);

  const saving = create.isPending || update.isPending || (finishing && queue.busy);
  const stuck = finishing && savedId !== null && !queue.busy && photosFailed > 0;
  return (
    <form onSubmit={submit} noValidate>
      {guardLeaving ? <LeaveGuard when={() => !finishing && form.isDirty()} /> : null}
      <Stack gap="lg">
        <BasicsSection form={form} />
        <LocationSection form={form} />
        <PriceSection form={form} />
        <DetailsSection form={form} />
        <ExtrasSection form={form} />
        <FormSection
          title={t('form.photos.title')}
          description={property ? t('form.photos.descriptionEdit') : t('form.photos.description')}
        >
          <PhotoManager queue={queue} />
        </FormSection>
        {failure ? (
          <Alert color="red" variant="light" role="alert" title={t('form.failed')}>
            {errorMessage(t, failure)}
            {orphans.map((message) => (
              <Text key={message} size="sm" mt={4}>
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {stuck && savedId ? (
          <Alert color="yellow" variant="light" role="alert" title={t('form.photosFailedTitle')}>
            <Stack gap="xs" align="flex-start">
              {t('form.photosFailed', { count: photosFailed })}
              <Button variant="white" onClick={() => void navigate(ownerPropertyPath(savedId))}>
                {t('form.goToListing')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() =>
              void navigate(savedId ? ownerPropertyPath(savedId) : '/owner/properties')
            }
          >
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {savedId ? t('form.save') : t('form.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
