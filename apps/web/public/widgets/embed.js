/* Patro web widgets (ADR 140): `<script async src=".../widgets/embed.js" data-widget="<widget URL>">`
   inserts the widget's iframe right after itself, and every iframe marked data-patro-widget on
   the page follows the height its widget reports, so it never shows scroll bars. */
(() => {
  const me = document.currentScript;
  if (me?.getAttribute('data-widget')) {
    const frame = document.createElement('iframe');
    frame.src = me.getAttribute('data-widget');
    frame.title = me.getAttribute('data-title') || 'Patro';
    frame.width = me.getAttribute('data-width') || '360';
    frame.height = '320';
    frame.loading = 'lazy';
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('data-patro-widget', '');
    frame.style.border = '0';
    frame.style.maxWidth = '100%';
    me.parentNode.insertBefore(frame, me.nextSibling);
  }
  if (window.__patroWidgets) return;
  window.__patroWidgets = true;
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data?.type !== 'patro-widget-height' || typeof data.height !== 'number') return;
    const frames = document.querySelectorAll('iframe[data-patro-widget]');
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i];
      if (frame.contentWindow !== event.source) continue;
      if (new URL(frame.src, location.href).origin !== event.origin) continue;
      frame.height = String(Math.min(Math.max(Math.ceil(data.height), 40), 4000));
    }
  });
})();
