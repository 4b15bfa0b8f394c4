import * as z from 'zod/mini';

/** An active outage notice. */
const activeOutageNoticeSchema = z.object({
  title: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
});

/** Outage notice (GET …/serviceoutages/…/jcr:content.data.json): `{title, message}`, or `{}` when none. */
export const outageNoticeSchema = z.union([activeOutageNoticeSchema, z.object({})]);

export type ActiveOutageNotice = z.infer<typeof activeOutageNoticeSchema>;
export type OutageNotice = z.infer<typeof outageNoticeSchema>;

/** True when the parsed notice has something to show. */
export function isActiveOutageNotice(notice: OutageNotice): notice is ActiveOutageNotice {
  return 'title' in notice && 'message' in notice;
}
