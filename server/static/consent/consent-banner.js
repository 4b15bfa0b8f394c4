// Stand-in for the OneTrust cookie banner, injected by the reference server into the app's page.
// It follows the OneTrust conventions the app relies on (DESIGN.md): it writes the OptanonConsent
// cookie (groups=C0001:1,C0002:0|1,C0004:0|1), sets window.OnetrustActiveGroups and dispatches
// OneTrustGroupsUpdated on window, on load when consent is already stored and after every choice.
// C0001 is strictly necessary (always on), C0002 performance (monitoring), C0004 targeting (chat).
(() => {
  if (document.getElementById('hs-consent-banner')) return;

  const COOKIE = 'OptanonConsent';
  const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
  const CATEGORIES = [
    {
      id: 'C0002',
      label: 'Performance cookies',
      hint: 'Measure how the site performs for you, including recordings of page activity with anything you type hidden.',
    },
    {
      id: 'C0004',
      label: 'Targeting cookies',
      hint: 'Let our live chat service offer help while you browse.',
    },
  ];

  /** Groups granted by the stored cookie, or null when no choice has been made yet. */
  function storedChoice() {
    const pair = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${COOKIE}=`));
    if (!pair) return null;
    const groups = new URLSearchParams(pair.slice(COOKIE.length + 1)).get('groups') ?? '';
    const granted = groups
      .split(',')
      .map((entry) => entry.split(':'))
      .filter(([id, flag]) => id && flag === '1')
      .map(([id]) => id);
    return new Set(granted);
  }

  function publish(granted) {
    const active = ['C0001', ...CATEGORIES.map(({ id }) => id).filter((id) => granted.has(id))];
    window.OnetrustActiveGroups = `,${active.join(',')},`;
    window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: active }));
  }

  function save(granted) {
    const groups = ['C0001:1', ...CATEGORIES.map(({ id }) => `${id}:${granted.has(id) ? 1 : 0}`)];
    const value = [
      'isGDPRLocale=true',
      `datestamp=${encodeURIComponent(new Date().toISOString())}`,
      'version=reference-stand-in',
      `groups=${groups.join(',')}`,
      'interactionCount=1',
    ].join('&');
    document.cookie = `${COOKIE}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    publish(granted);
  }

  function element(tag, attributes = {}, children = []) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value);
    }
    node.append(...children);
    return node;
  }

  // The banner comes first in the page's order but overlays the bottom of the window (see the
  // style sheet); while it shows, the page keeps focused elements scrolled clear of it and its own
  // foot can be scrolled above it.
  const heading = element('h2', {
    id: 'hs-consent-title',
    class: 'hs-consent__title',
    tabindex: '-1',
    text: 'Cookies on Help & Support',
  });
  const intro = element('p', {
    class: 'hs-consent__text',
    text:
      'We use some essential cookies to make this site work. We’d also like to use performance ' +
      'cookies to understand how the site performs, and targeting cookies for our live chat.',
  });
  const acceptAll = element('button', {
    type: 'button',
    class: 'hs-consent__button',
    text: 'Accept all cookies',
  });
  const rejectAll = element('button', {
    type: 'button',
    class: 'hs-consent__button',
    text: 'Reject all cookies',
  });
  const choose = element('button', {
    type: 'button',
    class: 'hs-consent__button hs-consent__button--secondary',
    'aria-expanded': 'false',
    'aria-controls': 'hs-consent-choices',
    text: 'Choose cookies',
  });
  const checkboxes = CATEGORIES.map(({ id, label, hint }) => {
    const input = element('input', {
      type: 'checkbox',
      id: `hs-consent-${id}`,
      name: id,
      'aria-describedby': `hs-consent-${id}-hint`,
    });
    const item = element('div', { class: 'hs-consent__choice' }, [
      input,
      element('label', { for: `hs-consent-${id}`, text: `${label} (${id})` }),
      element('p', { id: `hs-consent-${id}-hint`, class: 'hs-consent__hint', text: hint }),
    ]);
    return { id, input, item };
  });
  const choices = element(
    'form',
    { id: 'hs-consent-choices', class: 'hs-consent__choices', hidden: '' },
    [
      element('fieldset', {}, [
        element('legend', { text: 'Which cookies do you allow?' }),
        element('p', {
          class: 'hs-consent__hint',
          text: 'Strictly necessary cookies (C0001) are always on.',
        }),
        ...checkboxes.map(({ item }) => item),
      ]),
      element('button', { type: 'submit', class: 'hs-consent__button', text: 'Save my choices' }),
    ],
  );
  const question = element('div', { class: 'hs-consent__question' }, [
    intro,
    element('div', { class: 'hs-consent__buttons' }, [acceptAll, rejectAll, choose]),
    choices,
  ]);
  const confirmationText = element('p', { class: 'hs-consent__text', tabindex: '-1' });
  const hide = element('button', {
    type: 'button',
    class: 'hs-consent__button',
    text: 'Hide this message',
  });
  const confirmation = element('div', { class: 'hs-consent__confirmation', hidden: '' }, [
    confirmationText,
    element('div', { class: 'hs-consent__buttons' }, [hide]),
  ]);
  const banner = element(
    'section',
    {
      id: 'hs-consent-banner',
      class: 'hs-consent',
      'aria-labelledby': 'hs-consent-title',
      hidden: '',
    },
    [element('div', { class: 'hs-consent__inner' }, [heading, question, confirmation])],
  );

  const settingsButton = element('button', {
    type: 'button',
    class: 'hs-consent-settings__button',
    text: 'Cookie settings',
  });
  const settings = element(
    'section',
    { class: 'hs-consent-settings', 'aria-label': 'Cookie settings' },
    [settingsButton],
  );

  function open({ focus }) {
    const granted = storedChoice() ?? new Set();
    for (const { id, input } of checkboxes) input.checked = granted.has(id);
    choose.setAttribute('aria-expanded', 'false');
    choices.hidden = true;
    question.hidden = false;
    confirmation.hidden = true;
    banner.hidden = false;
    keepFocusClear();
    if (focus) heading.focus({ preventScroll: true });
  }

  // WCAG 2.4.11: an element scrolled into view by keyboard focus must not end up under the banner,
  // and the foot of the page must be able to scroll out from under it: while the banner shows, the
  // page gets its height as scroll padding and as bottom padding (removed when it closes).
  const root = document.documentElement;
  const bannerSize =
    'ResizeObserver' in window ? new ResizeObserver(() => keepFocusClear()) : undefined;
  bannerSize?.observe(banner);
  function keepFocusClear() {
    const height = banner.hidden ? '' : `${banner.offsetHeight}px`;
    root.style.scrollPaddingBottom = height;
    document.body.style.paddingBottom = height;
  }

  function decide(granted) {
    save(granted);
    const allowed = CATEGORIES.filter(({ id }) => granted.has(id)).map(({ label }) =>
      label.toLowerCase(),
    );
    confirmationText.textContent =
      allowed.length === 0
        ? 'You’ve rejected additional cookies. You can change your cookie settings at any time.'
        : `You’ve accepted ${allowed.join(' and ')}. You can change your cookie settings at any time.`;
    question.hidden = true;
    confirmation.hidden = false;
    confirmationText.focus();
  }

  acceptAll.addEventListener('click', () => decide(new Set(CATEGORIES.map(({ id }) => id))));
  rejectAll.addEventListener('click', () => decide(new Set()));
  choose.addEventListener('click', () => {
    const expanded = choose.getAttribute('aria-expanded') === 'true';
    choose.setAttribute('aria-expanded', String(!expanded));
    choices.hidden = expanded;
    if (!expanded) checkboxes[0]?.input.focus();
  });
  choices.addEventListener('submit', (event) => {
    event.preventDefault();
    decide(new Set(checkboxes.filter(({ input }) => input.checked).map(({ id }) => id)));
  });
  hide.addEventListener('click', () => {
    banner.hidden = true;
    keepFocusClear();
    const main = document.querySelector('main');
    if (main instanceof HTMLElement) main.focus({ preventScroll: true });
  });
  settingsButton.addEventListener('click', () => open({ focus: true }));

  document.body.prepend(banner);
  document.body.append(settings);

  const granted = storedChoice();
  if (granted === null) {
    // Before any choice only the strictly necessary group is active.
    window.OnetrustActiveGroups = ',C0001,';
    open({ focus: false });
  } else {
    publish(granted);
  }
})();
