import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@nivaas/shared';
import en from '../../../locales/en/messages.json';
import { attachmentProblem } from './attachment-check';

describe('chat texts', () => {
  it('keeps messages.json errors.server equal to the server texts (CHAT_MESSAGES)', () => {
    for (const [key, text] of Object.entries(CHAT_MESSAGES)) {
      expect(en.errors.server[key as keyof typeof en.errors.server], key).toBe(text);
    }
  });
});

describe('attachmentProblem', () => {
  it('accepts images and PDFs up to 10 MB', () => {
    expect(attachmentProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(attachmentProblem({ type: 'text/html', size: 10 })).toBe('attachmentType');
    expect(attachmentProblem({ type: 'image/svg+xml', size: 10 })).toBe('attachmentType');
    expect(attachmentProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'attachmentSize',
    );
  });
});
