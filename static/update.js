// "A new version is available — Reload", which static/pwa.js imports only when a new build
// of the app is waiting. The click lets the new worker take over (pwa.js reloads on the
// switch); if the switch doesn't come, `reload` anyway.

// The banner's words in the page's language: <html lang>, which the app keeps current
// (this script is outside the wasm, so the Fluent files can't be used here).
const WORDS = {
  en: ['A new version is available —', 'Reload'],
  fr: ['Une nouvelle version est disponible —', 'Recharger'],
  de: ['Eine neue Version ist verfügbar —', 'Neu laden'],
};

export function offer(worker, reload) {
  if (document.getElementById('update-banner')) return;
  const lang = (document.documentElement.getAttribute('lang') || '').toLowerCase().split('-')[0];
  const said = WORDS[lang] || WORDS.en;
  const bar = document.createElement('div');
  bar.id = 'update-banner';
  bar.className = 'update-banner';
  bar.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = said[0];
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = said[1];
  button.addEventListener('click', () => {
    button.disabled = true;
    worker.postMessage({ type: 'skip-waiting' });
    // If the switch doesn't come (the worker went away), reload anyway.
    setTimeout(reload, 4000);
  });
  bar.appendChild(text);
  bar.appendChild(button);
  document.body.appendChild(bar);
}
