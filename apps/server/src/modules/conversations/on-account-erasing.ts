import type { Deps } from '../../plugins/events/deps';

/**
 * An account being deleted (decision 041): what they attached to messages goes (the stored files
 * are removed after commit); the messages themselves stay in their partner's thread.
 */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    await trx
      .deleteFrom('conversation_attachments')
      .where(
        'messageId',
        'in',
        trx.selectFrom('conversation_messages').select('id').where('senderId', '=', userId),
      )
      .execute();
  });
}
