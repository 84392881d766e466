// Split Card Inspector embeds on a wiki page: sizes each iframe.split-inspector to the
// height its embed reports, and lets buttons steer the first embed. A sandboxed iframe's
// origin is "null", so messages are matched by their source window, never by origin, and
// only the documented shape is accepted.
(function () {
  'use strict';
  // Demo only: the app's address comes from ?app= on this page (default: scripts/serve.sh).
  var app = 'http://127.0.0.1:8080';
  try {
    var given = new URLSearchParams(location.search).get('app');
    if (given && /^https?:\/\/[^/?#]+$/.test(given)) app = given;
  } catch (e) { /* keep the default */ }

  var frames = Array.prototype.slice.call(document.querySelectorAll('iframe.split-inspector'));
  frames.forEach(function (frame) {
    // This page sizes each frame to fit: it never needs a scrollbar (whose coming and
    // going would change the content's width, and so its height).
    frame.setAttribute('scrolling', 'no');
    if (!frame.getAttribute('src')) frame.src = app + '/' + frame.getAttribute('data-inspector');
  });

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'split-inspector:height') return;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 40 || height > 20000) return;
    frames.forEach(function (frame) {
      if (frame.contentWindow !== event.source) return;
      frame.style.height = Math.ceil(height) + 'px';
      frame.dataset.heightMessages = String(Number(frame.dataset.heightMessages || 0) + 1);
      frame.dataset.reportedHeight = String(Math.ceil(height));
    });
  });

  // A frame may have posted its height before this script listened (a page whose scripts
  // run late, as a wiki's do): ask every frame for it again, now and when each loads.
  frames.forEach(function (frame) {
    function ask() {
      if (frame.contentWindow) frame.contentWindow.postMessage({ type: 'split-inspector:ready' }, '*');
    }
    ask();
    frame.addEventListener('load', ask);
  });

  Array.prototype.forEach.call(document.querySelectorAll('[data-set-first]'), function (button) {
    button.addEventListener('click', function () {
      var message = JSON.parse(button.getAttribute('data-set-first'));
      message.type = 'split-inspector:set';
      // The embed checks that the message comes from its parent; "*": its origin is "null".
      frames[0].contentWindow.postMessage(message, '*');
    });
  });
})();
