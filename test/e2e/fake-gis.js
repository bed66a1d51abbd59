// A stand-in for Google Identity Services (https://accounts.google.com/gsi/client), served by
// the browser journeys in its place (test/e2e/google.spec.ts): no internet, and Google's button
// cannot be driven by a test. It implements what the storefront uses of google.accounts.id
// (initialize, renderButton). Its button asks the test for an ID token the test signed with its
// own key (exposed as window.fakeGoogleCredential) and answers the page's callback with it, as
// Google does after the shopper chose an account.
(() => {
  const LABELS = {
    signin_with: 'Sign in with Google',
    signup_with: 'Sign up with Google',
    continue_with: 'Continue with Google',
  };
  let config = null;
  window.google = {
    accounts: {
      id: {
        initialize(options) {
          if (!options || typeof options.client_id !== 'string' || !options.client_id)
            throw new Error('fake GIS: initialize without a client_id');
          config = options;
        },
        renderButton(parent, options) {
          if (!config) throw new Error('fake GIS: renderButton before initialize');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'fake-google-button';
          button.textContent = LABELS[options.text] || LABELS.signin_with;
          button.dataset.clientId = config.client_id;
          button.lang = options.locale || '';
          button.addEventListener('click', async () => {
            const credential = await window.fakeGoogleCredential();
            config.callback({ credential, select_by: 'btn' });
          });
          parent.replaceChildren(button);
        },
      },
    },
  };
})();
