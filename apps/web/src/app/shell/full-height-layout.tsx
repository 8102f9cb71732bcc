import { AppHeader } from './header/app-header';
import { PageMain } from './page-main';
import { ConnectionBannerSlot } from './connection-banner-slot';
import { SkipLink } from './skip-link';
import classes from './layout.module.css';

/** Messages: header and banner, then the page fills the rest of the viewport; no footer. */
export function FullHeightLayout() {
  return (
    <div className={classes.fullHeight}>
      <SkipLink />
      <AppHeader />
      <ConnectionBannerSlot />
      <PageMain />
    </div>
  );
}
