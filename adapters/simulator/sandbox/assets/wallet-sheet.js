/* global document, window */
// Issue 20.1: the sandbox wallet's sheet, inside its own frame. The customer's choice goes to the
// sandbox, which decides the payment; the checkout hears only the outcome, by postMessage to its origin.
(function () {
  'use strict';
  var parentOrigin = document.body.getAttribute('data-parent-origin');
  var orderNumber = document.body.getAttribute('data-order');
  var error = document.getElementById('error');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-decision]'));

  function tell(message) {
    message.type = 'sandbox-wallet';
    window.parent.postMessage(message, parentOrigin);
  }
  function decide(decision) {
    if (decision === 'close') return tell({ event: 'closed' });
    buttons.forEach(function (button) { button.disabled = true; });
    fetch('/sandbox/pay/' + encodeURIComponent(orderNumber) + '/wallet', {
      method: 'POST',
      // One key per order and choice: a retry of this request is answered, never paid twice.
      headers: { 'content-type': 'application/json', 'idempotency-key': 'wallet-' + orderNumber + '-' + decision },
      body: JSON.stringify({ wallet: 'sandbox_pay', decision: decision }),
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; }, function () { return { ok: false, body: {} }; });
      })
      .then(function (answer) {
        if (!answer.ok) {
          error.textContent = answer.body.message || '';
          buttons.forEach(function (button) { button.disabled = false; });
        }
        tell({ event: 'paid', decision: decision, ok: answer.ok, payment_status: answer.ok ? answer.body.payment_status : null, message: answer.ok ? null : String(answer.body.message || '') });
      })
      .catch(function () {
        tell({ event: 'paid', decision: decision, ok: false, payment_status: null, message: 'network' });
      });
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () { decide(button.getAttribute('data-decision')); });
  });
  document.addEventListener('keydown', function (event) { if (event.key === 'Escape') decide(buttons.length === 1 ? 'close' : 'cancel'); });
  tell({ event: 'ready' });
  if (buttons[0]) buttons[0].focus();
})();
