import { PASSWORD_MIN_SCORE, PASSWORD_STRENGTH_MESSAGES } from '@wellness/shared';
import { Box, Text } from '@wellness/shared/chakra';
import { useEffect, useState } from 'react';

/** How strong a password is: zxcvbn's score (0 to 4), its first suggestion, and whether it is enough. */
export interface PasswordStrength {
  score: number;
  suggestion: string | null;
  strongEnough: boolean;
}

type Checker = (password: string, userInputs: string[]) => PasswordStrength;

let checker: Promise<Checker> | null = null;

/** Words anyone guessing a password here would try first: the centre's name, place and trade. */
const SITE_WORDS = ['kothrud', 'wellness', 'pune', 'massage', 'massager', 'ayurveda', 'ayurvedic', 'spa', 'therapy', 'admin'];

/** The pieces of a person's details a guesser would try: each word of a name, an e-mail's parts, a username. */
const wordsOf = (inputs: readonly string[]): string[] =>
  inputs.flatMap((input) => [input.toLowerCase(), ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length >= 3);

/**
 * zxcvbn-ts with its common and English dictionaries: about 800 KB of word lists, so loaded only when a
 * password is first typed, once per page.
 */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password, [...SITE_WORDS, ...wordsOf(userInputs)]);
        return {
          score: result.score,
          suggestion: result.feedback.warning || result.feedback.suggestions[0] || null,
          strongEnough: result.score >= PASSWORD_MIN_SCORE,
        };
      };
    },
  );
  return checker;
}

/** The strength of a password, loading the checker first if need be (a form's submit). */
export async function checkPasswordStrength(password: string, userInputs: readonly string[] = []): Promise<PasswordStrength> {
  return (await loadChecker())(password, [...userInputs]);
}

/**
 * The strength of a new password as it is typed (null while empty or while the checker loads). Words the
 * person's own details hold (name, e-mail, username) count as guessable.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\u0000');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    void loadChecker().then((check) => {
      if (current) setStrength(check(password, inputs ? inputs.split('\u0000') : []));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return strength;
}

const PALETTE = ['red', 'red', 'orange', 'green', 'green'] as const;

/** The meter under a new password field: a bar, the level in words and zxcvbn's hint. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  if (!strength) return null;
  const level = PASSWORD_STRENGTH_MESSAGES.levels[strength.score] ?? PASSWORD_STRENGTH_MESSAGES.levels[0];
  return (
    <Box>
      <Box
        role="meter"
        aria-label={PASSWORD_STRENGTH_MESSAGES.label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={level}
        h="1.5"
        rounded="full"
        bg="gray.200"
        overflow="hidden"
      >
        <Box h="full" w={`${(strength.score + 1) * 20}%`} bg={`${PALETTE[strength.score] ?? 'red'}.600`} />
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="1" aria-live="polite">
        {PASSWORD_STRENGTH_MESSAGES.label}: {level}
      </Text>
      {strength.suggestion && !strength.strongEnough ? (
        <Text fontSize="sm" color="fg.muted">
          {strength.suggestion}
        </Text>
      ) : null}
    </Box>
  );
}
