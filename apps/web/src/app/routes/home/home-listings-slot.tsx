import { lazy, Suspense, useEffect, useRef } from 'react';
import { Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useStateFromBrowser } from '../../../components/ui/client-only';
import { homeCity, type HomeChoice } from './home-choice';
import classes from './home.module.css';

// The cards, their data and the search's code load once the section nears the screen.
const HomeListings = lazy(() => import('./home-listings'));

/**
 * Where home shows listings of the chosen city: its full height is held from the first paint,
 * so nothing below it moves when the cards arrive, and nothing loads until it is near view.
 */
export function HomeListingsSlot({ choice }: { choice: HomeChoice }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const slot = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers) the section loads at once.
  const [near, setNear] = useStateFromBrowser(
    () => typeof IntersectionObserver === 'undefined',
    false,
  );
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, setNear]);

  return (
    <section ref={slot} className={classes.listings} aria-labelledby="home-listings" data-wants-app>
      <Title order={2} id="home-listings">
        {t(`listings.title.${choice.listing}`, { city: tc(`cities.${homeCity(choice)}`) })}
      </Title>
      {near ? (
        <Suspense fallback={<Reserved />}>
          <HomeListings choice={choice} />
        </Suspense>
      ) : (
        <Reserved />
      )}
    </section>
  );
}

/** The row and the link under it, as tall as they will be, before they load. */
function Reserved() {
  return (
    <>
      <div className={classes.row} />
      <div className={classes.seeAll} />
    </>
  );
}
