import { useNavigation } from 'react-router';
import classes from './header/header.module.css';

/** A thin bar at the top while the next page (or its code) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : (
    <div className={classes.progress} role="progressbar" aria-hidden />
  );
}
