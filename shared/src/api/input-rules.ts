/**
 * What no request may carry, on any route: text with control characters (tab, line feed and carriage return
 * aside) or lone UTF-16 surrogates, which nobody types and PostgreSQL refuses (NUL in text and jsonb, lone
 * surrogates in jsonb); and JSON nested deeper than any body of ours is, which overflows the stack of whatever
 * walks it next (the jsonb encoder, JSON.stringify).
 */
export const INPUT_LIMITS = { maxDepth: 32 } as const;

export const INPUT_MESSAGES = {
  forbiddenCharacters: 'The request contains characters that are not allowed (control characters or broken Unicode)',
  nestedTooDeeply: `The request is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`,
} as const;

export type InputProblem = keyof typeof INPUT_MESSAGES;

export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20) {
      if (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return true;
    } else if (unit >= 0x7f && unit <= 0x9f) {
      return true;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The first thing a parsed JSON value (keys included) breaks of the rules above, `maxDepth` counting nested
 * objects and arrays ({} is 1 deep). Walked without recursion: the value may be nested far deeper than the stack.
 */
export function inputProblem(value: unknown, maxDepth: number = INPUT_LIMITS.maxDepth): InputProblem | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) return 'forbiddenCharacters';
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= maxDepth) return 'nestedTooDeeply';
      for (const [key, child] of Object.entries(item)) {
        if (hasForbiddenCharacters(key)) return 'forbiddenCharacters';
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}
