/** A stand-in for OneTrust's consent listener that the test drives with `update(groups)`. */
import { fromCallback } from 'xstate';

export function fakeConsentListener() {
  const listener = {
    active: false,
    update: (groups: readonly string[]): void => {
      throw new Error(`no listener for ${groups.join()}`);
    },
  };
  const logic = fromCallback(({ sendBack }) => {
    listener.active = true;
    listener.update = (groups) => sendBack({ type: 'consent.updated', groups });
    return () => {
      listener.active = false;
    };
  });
  return { listener, logic };
}
