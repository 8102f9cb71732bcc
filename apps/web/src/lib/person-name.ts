import { FORMER_MEMBER_NAME, type PersonSummary } from '@nivaas/shared';

type Named = Pick<PersonSummary, 'firstName' | 'lastName'>;

const isFormerMember = (p: Named) =>
  p.firstName === FORMER_MEMBER_NAME.firstName && p.lastName === FORMER_MEMBER_NAME.lastName;

/**
 * A person's name as others see it. Someone who deleted their account keeps their place in
 * others' records as "Former member" (decision 041), said in the reader's language: `t` is any
 * namespace's (common's texts are every namespace's fallback).
 */
export const personName = (p: Named | undefined, t: (key: 'formerMember') => string): string => {
  if (!p) return '';
  if (isFormerMember(p)) return t('formerMember');
  return `${p.firstName} ${p.lastName}`.trim();
};

/**
 * A name stored whole (an agreement's parties, a due's sides): "Former member" for someone who
 * deleted their account (decision 069), said in the reader's language.
 */
export const storedName = (name: string, t: (key: 'formerMember') => string): string =>
  name === `${FORMER_MEMBER_NAME.firstName} ${FORMER_MEMBER_NAME.lastName}`
    ? t('formerMember')
    : name;
