/** The chat beacon script, present only while the targeting group C0004 is active (spec §4, §9). */

export const CHAT_BEACON_ELEMENT_ID = 'hs-chat-beacon';

/** Appends the beacon script once. */
export function addChatBeacon(src: string, doc: Document = document): void {
  if (doc.getElementById(CHAT_BEACON_ELEMENT_ID)) return;
  const script = doc.createElement('script');
  script.id = CHAT_BEACON_ELEMENT_ID;
  script.src = src;
  script.async = true;
  doc.body.append(script);
}

/** Removes the beacon script (a beacon that already ran keeps what it did; it is not loaded again). */
export function removeChatBeacon(doc: Document = document): void {
  doc.getElementById(CHAT_BEACON_ELEMENT_ID)?.remove();
}
