// @vitest-environment node
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { VALIDATION_TEXT } from '../../src/domain/validation';

// The server answers VALIDATION_TEXT, the page shows locales/en/validation.json: the same words.
it('has the same English validation texts in the domain and in locales/en/validation.json', () => {
  const file = JSON.parse(fs.readFileSync('locales/en/validation.json', 'utf8')) as { validation: Record<string, string> };
  expect(file.validation).toEqual(VALIDATION_TEXT);
});
