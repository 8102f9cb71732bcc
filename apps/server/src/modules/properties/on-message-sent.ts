import type { Deps } from '../../plugins/events/deps';

/**
 * Writing to someone shares one's exact addresses with them (address-privacy.ts): the pair is
 * recorded in the message's own transaction, so the reader's next look at the listing has it.
 */
export function onMessageSent(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('message.sent', async ({ message }, ctx) => {
    await ctx.trx
      .insertInto('address_shares')
      .values({
        ownerId: message.senderId,
        userId: message.receiverId,
        createdAt: deps.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['ownerId', 'userId']).doNothing())
      .execute();
  });
}
