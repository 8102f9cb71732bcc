// Opens one conversation per pair through the real API, as person 2k asking for person 2k+1.

/** Returns the conversation ids, pair by pair. */
export async function openConversations(baseUrl, accounts, origin, concurrency = 16) {
  const ids = new Array(accounts.length / 2);
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < ids.length; k = next++) {
      const [a, b] = [accounts[2 * k], accounts[2 * k + 1]];
      const res = await globalThis.fetch(`${baseUrl}/api/conversations`, {
        method: 'POST',
        headers: { origin, cookie: a.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: b.id }),
      });
      const body = await res.json();
      if (res.status !== 201) {
        throw new Error(`opening conversation ${k} failed: ${res.status} ${JSON.stringify(body)}`);
      }
      ids[k] = body.conversation.id;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}
