import { describe, expect, it } from 'vitest';
import { lineOf, listSourceFiles } from '../test/source-files';

// The console reaches the API only through the endpoint objects of @tripline/contracts
// (docs/decisions/056-console-layers.md): their paths are written once there, and their cache keys come from
// lib/endpoint-client.ts (endpointQuery / endpointKey), so no file writes either by hand.
const files = listSourceFiles();

// Comments may quote a path or a key; only code counts. Block comments keep their line breaks, for the line numbers.
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '');

/** "file:line: match" for every match of `pattern` in the code of the given files. */
function occurrences(selected: typeof files, pattern: RegExp): string[] {
  return selected.flatMap((file) => {
    const code = withoutComments(file.text);
    return [...code.matchAll(pattern)].map((match) => `${file.path}:${lineOf(code, match.index)}: ${match[0]}`);
  });
}

const INLINE_QUERY_KEY = /\bqueryKey\s*:\s*\[/g;
// A string or template literal that starts like a path of the server.
const API_PATH_LITERAL = /['"`](?:\/api\/|\/login\b|\/logout\b|\/password\/)[^'"`]*/g;

describe('endpoint use in the console', () => {
  it('takes every query key from an endpoint, never an inline array', () => {
    const found = occurrences(
      files.filter((file) => file.path !== 'lib/endpoint-client.ts'),
      INLINE_QUERY_KEY,
    );
    expect(found).toEqual([]);
  });

  it('writes no API path outside the contracts', () => {
    expect(
      occurrences(
        files.filter((file) => !file.isTest),
        API_PATH_LITERAL,
      ),
    ).toEqual([]);
  });
});
