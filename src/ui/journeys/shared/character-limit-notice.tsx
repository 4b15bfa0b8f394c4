import { useDebouncedValue } from '@mantine/hooks';
import {
  characterLimitNotice,
  charactersOverLimit,
} from '../../../../machines/validation/query-form';

interface CharacterLimitNoticeProps {
  id: string;
  text: string;
  /** The chart's `overLimit` tag: the notice is on show. */
  shown: boolean;
  className?: string;
}

/** How long typing pauses before screen readers are told the count (GOV.UK's character count). */
export const ANNOUNCE_AFTER_MS = 1000;

const noticeFor = (text: string, shown: boolean) =>
  shown ? characterLimitNotice(charactersOverLimit(text)) : '';

/**
 * The notice of spec §5 once a text is over 30000 characters: 'Maximum character limit reached.
 * You are currently N characters over.' The chart decides when it shows; N is counted from the text
 * as it is typed. A span, so it can sit in an input's description.
 */
export function CharacterLimitNotice({ id, text, shown, className }: CharacterLimitNoticeProps) {
  return (
    <span id={id} className={className}>
      {noticeFor(text, shown)}
    </span>
  );
}

/**
 * The same notice for screen readers, in a polite live region that is always in the page: said
 * once typing pauses, not at every key, as GOV.UK's character count does. Visually hidden; outside
 * the box's description, which holds the notice already.
 */
export function CharacterLimitAnnouncement({
  id,
  text,
  shown,
}: Omit<CharacterLimitNoticeProps, 'className'>) {
  const [announced] = useDebouncedValue(noticeFor(text, shown), ANNOUNCE_AFTER_MS);
  return (
    <span id={id} className="visually-hidden" aria-live="polite">
      {announced}
    </span>
  );
}
