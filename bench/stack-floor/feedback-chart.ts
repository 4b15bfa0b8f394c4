import { ofetch } from 'ofetch';
import { assign, fromPromise, setup } from 'xstate';

export interface Feedback {
  name: string;
  message: string;
  contactBy: 'email' | 'phone';
  category: string;
}

/** A journey step's chart: the form is edited, sent, then confirmed or failed. */
export const feedbackChart = setup({
  types: {
    context: {} as { feedback: Feedback | undefined },
    events: {} as { type: 'submit'; feedback: Feedback } | { type: 'edit' },
  },
  actors: {
    send: fromPromise(({ input }: { input: Feedback | undefined }) =>
      ofetch('/v1/feedback', { method: 'POST', body: input }),
    ),
  },
}).createMachine({
  id: 'feedback',
  initial: 'editing',
  context: { feedback: undefined },
  states: {
    editing: {
      on: {
        submit: { target: 'sending', actions: assign({ feedback: ({ event }) => event.feedback }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => context.feedback,
        onDone: 'sent',
        onError: 'failed',
      },
    },
    sent: { on: { edit: 'editing' } },
    failed: { on: { edit: 'editing' } },
  },
});
