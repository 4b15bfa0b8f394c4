import {
  characterLimitNotice,
  charactersOverLimit,
} from '../../../../machines/validation/query-form';

interface CharacterLimitNoticeProps {
  id: string;
  text: string;
  className?: string;
}

/**
 * The live notice of spec §5 once a text is over 30000 characters: 'Maximum character limit reached.
 * You are currently N characters over.' The polite live region is always in the page, so screen
 * readers announce the notice when it appears and as the count changes. A span, so it can sit in an
 * input's description.
 */
export function CharacterLimitNotice({ id, text, className }: CharacterLimitNoticeProps) {
  const over = charactersOverLimit(text);
  return (
    <span id={id} className={className} aria-live="polite">
      {over > 0 ? characterLimitNotice(over) : ''}
    </span>
  );
}
