import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { FEATURED_CITIES, isFeaturedCity } from '../landing/place-names';
import type { HomeChoice, HomeListing } from './home-choice';
import classes from './home.module.css';

const LISTINGS: HomeListing[] = ['rent', 'buy'];

/**
 * City plus rent-or-buy; searching opens that city's landing page (/rent/{city}/all). The
 * choice is the page's: the listings below follow it.
 */
export function SearchForm({
  choice,
  onChange,
}: {
  choice: HomeChoice;
  onChange: (choice: HomeChoice) => void;
}) {
  const { t } = useTranslation('home');
  // The drawn form works before the app has the page (decision 082): the start script holds its
  // choices for the app and opens the page its Search names (`data-go`, the fields by name).
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { city, listing } = choice;
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city) {
      setError(t('search.cityRequired'));
      document.getElementById(`${id}-city`)?.focus();
      return;
    }
    void navigate(`/${listing}/${city}/all`);
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      aria-label={t('search.label')}
      data-go="/{listing}/{city}/all"
      shadow="md"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      noValidate
    >
      <fieldset className={classes.frame}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <div className={classes.field}>
            <label htmlFor={`${id}-city`} className={classes.label}>
              {t('search.city')}
            </label>
            <select
              id={`${id}-city`}
              name="city"
              className={classes.select}
              value={city}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                const slug = e.currentTarget.value;
                onChange({ ...choice, city: isFeaturedCity(slug) ? slug : '' });
                setError(null);
              }}
            >
              <option value="" disabled>
                {t('search.cityPlaceholder')}
              </option>
              {FEATURED_CITIES.map((slug) => (
                <option key={slug} value={slug}>
                  {tc(`cities.${slug}`)}
                </option>
              ))}
            </select>
            {error ? (
              <span id={`${id}-error`} className={classes.error}>
                {error}
              </span>
            ) : null}
          </div>
          <fieldset className={classes.field} style={{ flex: '0 1 auto' }}>
            <legend className={classes.label}>{t('search.mode')}</legend>
            <div className={classes.track}>
              {LISTINGS.map((value) => (
                <label key={value} className={classes.option}>
                  <input
                    type="radio"
                    name="listing"
                    value={value}
                    checked={listing === value}
                    onChange={() => onChange({ ...choice, listing: value })}
                  />
                  <span>{t(`search.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="submit"
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ flex: '1 0 auto' }}
          >
            {t('search.submit')}
          </Button>
        </Group>
      </fieldset>
    </Paper>
  );
}
