import browser from './index';
import bagRules from './bag-rules.json';
import beautyPassRules from './beauty-pass-rules.json';
import mail from './mail.json';
import orderRules from './order-rules.json';

/** What only the worker uses (the e-mails it writes), beside what the browser loads too. */
export default { ...browser, ...mail, ...bagRules, ...beautyPassRules, ...orderRules };
