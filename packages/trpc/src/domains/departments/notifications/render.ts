import type { NotificationPayload } from '@marsa/db';

export type RenderedEmail = { text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The admin screen's address for a payload, on the ship's public origin. */
export const adminLink = (payload: NotificationPayload, origin: string) =>
  new URL(payload.adminPath, origin).toString();

/** Plain text plus simple HTML of one notification: English, with the Arabic beside it. */
export function renderEmail(payload: NotificationPayload, origin: string): RenderedEmail {
  const link = adminLink(payload, origin);
  const textLines = payload.lines.map(
    (line) => `${line.label}: ${line.value}${line.valueAr ? ` (${line.valueAr})` : ''}`,
  );
  const text = [
    payload.headline,
    payload.headlineAr,
    '',
    ...textLines,
    `Reference: ${payload.reference}`,
    '',
    `Open in admin: ${link}`,
    '',
  ].join('\n');
  const rows = payload.lines
    .map(
      (line) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(line.label)}<br><span dir="rtl" lang="ar" style="font-weight:normal;color:#555">${escapeHtml(line.labelAr)}</span></th>` +
        `<td style="padding:4px 0">${escapeHtml(line.value)}${line.valueAr ? `<br><span dir="rtl" lang="ar">${escapeHtml(line.valueAr)}</span>` : ''}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h2 style="margin:0">${escapeHtml(payload.headline)}</h2>` +
    `<p dir="rtl" lang="ar" style="margin:4px 0 16px">${escapeHtml(payload.headlineAr)}</p>` +
    `<table>${rows}<tr><th align="left" style="padding:4px 12px 4px 0">Reference</th><td>${escapeHtml(payload.reference)}</td></tr></table>` +
    `<p><a href="${escapeHtml(link)}">Open in admin</a></p></body></html>`;
  return { text, html };
}
