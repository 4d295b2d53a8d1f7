/* global document, window */
// The sandbox provider's hosted card fields, inside their own frame (checkout 4): card data stays in
// this frame and goes to the sandbox alone. The checkout is told only whether the fields are complete,
// then the payment's outcome, by postMessage to its origin and nowhere else.
(function () {
  'use strict';
  var parentOrigin = document.body.getAttribute('data-parent-origin');
  var form = document.getElementById('card');
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');
  var error = document.getElementById('error');
  var lastComplete = null;

  function tell(message) {
    message.type = 'sandbox-card-fields';
    window.parent.postMessage(message, parentOrigin);
  }
  function digits(value) {
    return value.replace(/[\s-]/g, '');
  }
  function passesLuhn(value) {
    var sum = 0;
    for (var i = 0; i < value.length; i += 1) {
      var digit = Number(value.charAt(value.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function numberOk() {
    var value = digits(number.value);
    return /^\d{12,19}$/.test(value) && passesLuhn(value);
  }
  function expiryOk() {
    return /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry.value.trim());
  }
  function cvcOk() {
    return /^\d{3,4}$/.test(cvc.value.trim());
  }
  function report() {
    var complete = numberOk() && expiryOk() && cvcOk();
    if (complete !== lastComplete) {
      lastComplete = complete;
      tell({ event: 'change', complete: complete });
    }
  }
  [number, expiry, cvc].forEach(function (input) {
    input.addEventListener('input', function () {
      input.removeAttribute('aria-invalid');
      error.textContent = '';
      report();
    });
  });
  number.addEventListener('blur', function () { if (number.value && !numberOk()) number.setAttribute('aria-invalid', 'true'); });
  expiry.addEventListener('blur', function () { if (expiry.value && !expiryOk()) expiry.setAttribute('aria-invalid', 'true'); });
  cvc.addEventListener('blur', function () { if (cvc.value && !cvcOk()) cvc.setAttribute('aria-invalid', 'true'); });
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  // The checkout asks to pay an order it placed; only its own window, from its origin, may ask.
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.type !== 'sandbox-card-fields' || message.event !== 'pay' || typeof message.orderNumber !== 'string') return;
    fetch('/sandbox/pay/' + encodeURIComponent(message.orderNumber) + '/card', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: number.value, expiry: expiry.value, cvc: cvc.value }),
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; }, function () { return { ok: false, body: {} }; });
      })
      .then(function (answer) {
        if (!answer.ok) error.textContent = answer.body.message || '';
        tell({ event: 'paid', ok: answer.ok, payment_status: answer.ok ? answer.body.payment_status : null, message: answer.ok ? null : String(answer.body.message || '') });
      })
      .catch(function () {
        tell({ event: 'paid', ok: false, payment_status: null, message: 'network' });
      });
  });
  tell({ event: 'ready' });
  report();
})();
