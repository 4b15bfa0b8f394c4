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

/**
 * The live notice of spec §5 once a text is over 30000 characters: 'Maximum character limit reached.
 * You are currently N characters over.' The chart decides when it shows; N is counted from the text.
 * The polite live region is always in the page, so screen readers announce the notice when it
 * appears and as the count changes. A span, so it can sit in an input's description.
 */
export function CharacterLimitNotice({ id, text, shown, className }: CharacterLimitNoticeProps) {
  return (
    <span id={id} className={className} aria-live="polite">
      {shown ? characterLimitNotice(charactersOverLimit(text)) : ''}
    </span>
  );
}
