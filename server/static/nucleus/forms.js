// Stand-in for the content service's interactive forms (eligibility checkers inside articles).
// Article markup never carries form controls (the app's sanitiser removes them); it marks where a
// form goes with an empty `<div data-nucleus-form="name">`, and this script draws the named form
// there — also into slots rendered after it loaded — and answers its submits.
(() => {
  const doc = document;
  const root = doc.documentElement;
  if (root.dataset.nucleusForms === 'ready') return;
  root.dataset.nucleusForms = 'ready';

  const MESSAGE =
    'Thanks for checking. Based on your answers you could be eligible. ' +
    'Contact us and we will confirm what support is available to you.';

  const YES_NO = [
    ['yes', 'Yes'],
    ['no', 'No'],
  ];

  /** The forms this stand-in knows, by name: each a list of radio questions. */
  const FORMS = {
    'warm-home-discount-eligibility': {
      idPrefix: 'whd',
      submitLabel: 'Check my eligibility',
      questions: [
        {
          name: 'nation',
          legend: 'Where do you live?',
          options: [
            ['england', 'England'],
            ['wales', 'Wales'],
            ['scotland', 'Scotland'],
          ],
        },
        {
          name: 'pensionCredit',
          legend: 'Do you or your partner get the Guarantee Credit element of Pension Credit?',
          options: YES_NO,
        },
        {
          name: 'meansTestedBenefit',
          legend:
            'Do you or your partner get a means-tested benefit, such as Universal Credit, ' +
            'Housing Benefit or income-related Employment and Support Allowance?',
          options: YES_NO,
        },
        {
          name: 'accountHolder',
          legend: "Is your electricity account with us in your name or your partner's name?",
          options: YES_NO,
        },
      ],
    },
  };

  function kebab(text) {
    return text.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  }

  function element(tag, properties, children) {
    const node = Object.assign(doc.createElement(tag), properties);
    for (const child of children ?? []) node.append(child);
    return node;
  }

  function drawForm(slot) {
    const definition = FORMS[slot.dataset.nucleusForm];
    slot.dataset.nucleusFormDrawn = 'true';
    if (!definition) return;
    const fieldsets = definition.questions.map((question) =>
      element('fieldset', {}, [
        element('legend', { textContent: question.legend }),
        ...question.options.flatMap(([value, label], index) => {
          const id = `${definition.idPrefix}-${kebab(question.name)}-${value}`;
          return [
            element('input', {
              type: 'radio',
              id,
              name: question.name,
              value,
              required: index === 0,
            }),
            element('label', { htmlFor: id, textContent: label }),
          ];
        }),
      ]),
    );
    const result = element('div', { className: 'nucleus-form__result' });
    result.setAttribute('aria-live', 'polite');
    const form = element('form', { className: 'nucleus-form', method: 'get' }, [
      ...fieldsets,
      element('button', { type: 'submit', textContent: definition.submitLabel }),
      result,
    ]);
    slot.replaceChildren(form);
  }

  function drawAll() {
    for (const slot of doc.querySelectorAll(
      'div[data-nucleus-form]:not([data-nucleus-form-drawn])',
    )) {
      drawForm(slot);
    }
  }

  drawAll();
  new MutationObserver(drawAll).observe(root, { childList: true, subtree: true });

  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('form.nucleus-form')) return;
    event.preventDefault();
    const result = form.querySelector('.nucleus-form__result');
    if (!result) return;
    if (result.getAttribute('role') === 'status') {
      result.textContent = MESSAGE;
      return;
    }
    // A live region must exist before its text changes for screen readers to announce it.
    result.setAttribute('role', 'status');
    setTimeout(() => {
      result.textContent = MESSAGE;
    }, 50);
  });
})();
