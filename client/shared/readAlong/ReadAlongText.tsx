import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './readAlong.css';
import { splitWords } from './words';

interface ReadAlongTextProps {
  text: string;
  /** the word being read aloud now (0 is the first word of this text), or null */
  current: number | null;
}

/**
 * The text with the word being read aloud marked, like a finger under the line. It renders only
 * inline pieces, so the caller's element (and its test id and styles) stays as it was; a screen
 * reader still reads the sentence as one.
 */
export function ReadAlongText({ text, current }: ReadAlongTextProps) {
  const { i18n } = useTranslation();
  const tokens = useMemo(() => splitWords(text, i18n.language), [text, i18n.language]);
  return (
    <>
      {tokens.map((token) =>
        token.word === null ? (
          token.text
        ) : (
          <span key={token.start} className="read-along-word" aria-current={token.word === current ? 'true' : undefined}>
            {token.text}
          </span>
        ),
      )}
    </>
  );
}
