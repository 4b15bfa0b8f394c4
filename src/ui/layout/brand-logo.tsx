import { config } from '../../config';
import classes from './site-header.module.css';

/** The brand mark with the configured provider name. */
export function BrandLogo() {
  return (
    <span className={classes.logo}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M17.5 5 9 18h6l-1.5 9L23 13.5h-6.2z" fill="#ffc53d" />
      </svg>
      <span className={classes.logoText}>{config.providerName}</span>
    </span>
  );
}
