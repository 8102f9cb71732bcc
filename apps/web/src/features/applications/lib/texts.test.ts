import { describe, expect, it } from 'vitest';
import { APPLICATION_FORM_MESSAGES, APPLICATION_MESSAGES } from '@nivaas/shared';
import en from '../../../locales/en/applications.json';

describe('applications texts', () => {
  it("has the spec's texts (section 8, Applications) verbatim", () => {
    const M = APPLICATION_MESSAGES;
    expect(en.errors).toEqual({
      viewDenied: M.viewDenied,
      loadPrefix: M.loadPrefix,
      process: M.process,
      submit: M.submit,
      updateStatus: M.updateStatus,
      delete: M.delete,
      signInSubmit: M.signInSubmit,
      signInView: M.signInView,
      loadProperty: M.loadProperty,
      loadOwn: M.loadOwn,
    });
  });

  it('can translate the messages of the simple form and of the answers', () => {
    const M = APPLICATION_MESSAGES;
    const F = APPLICATION_FORM_MESSAGES;
    expect(en.validation).toEqual({
      messageRequired: M.messageRequired,
      messageTooLong: M.messageTooLong,
      reasonTooLong: M.reasonTooLong,
      documentType: M.documentType,
      documentSize: M.documentSize,
      tooManyDocuments: M.tooManyDocuments,
      number: F.number,
      option: F.option,
      answerTooLong: F.answerTooLong,
    });
  });
});
