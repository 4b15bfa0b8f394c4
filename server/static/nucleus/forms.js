// Stand-in for the content service's interactive forms (eligibility checkers inside articles).
// Listens on the document so forms rendered after this script loads are handled too.
(() => {
  const root = document.documentElement;
  if (root.dataset.nucleusForms === 'ready') return;
  root.dataset.nucleusForms = 'ready';

  const MESSAGE =
    'Thanks for checking. Based on your answers you could be eligible. ' +
    'Contact us and we will confirm what support is available to you.';

  document.addEventListener('submit', (event) => {
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
