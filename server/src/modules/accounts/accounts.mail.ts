import type { Config } from '../../config.ts';
import { composeMail } from '../../platform/mail.ts';

/** The account e-mails; every link points at a route of the web app. */
export const accountMails = {
  verify: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: 'Verify your e-mail address',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `Thank you for creating your ${config.ORG_NAME} provider account.`,
        'Please confirm that this is your e-mail address. The link works once and expires in 24 hours.',
      ],
      action: { label: 'Verify e-mail address', url: link },
    }),
  changeEmail: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: 'Confirm your new e-mail address',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        'You asked to use this address for your portal account. Your address changes once you open this link.',
        'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
      ],
      action: { label: 'Confirm new address', url: link },
    }),
  signupAttempt: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: 'Someone tried to sign up with your e-mail address',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `Someone tried to create a new ${config.ORG_NAME} provider account with this address, which already has an account. No new account was created.`,
        'If it was you, sign in with your existing account, or reset your password if you forgot it. If it was not you, ignore this e-mail: your account is unchanged.',
      ],
      action: { label: 'Reset password', url: link },
    }),
  reset: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: 'Reset your password',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        'Someone asked to reset the password of your portal account. The link works once and expires in 1 hour.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Reset password', url: link },
    }),
  invite: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: `You are invited to the ${config.ORG_NAME} portal`,
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `An administrator created a staff account for you on the ${config.ORG_NAME} portal.`,
        'Set your password to activate it. The link works once and expires in 7 days.',
      ],
      action: { label: 'Set your password', url: link },
    }),
  inviteProvider: (config: Config, to: string, firstName: string, link: string) =>
    composeMail(config, to, {
      subject: `Welcome to the ${config.ORG_NAME} provider portal`,
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `${config.ORG_NAME} staff created your provider account.`,
        'Open the link to set your password and sign the provider agreement; then you can sign in. The link works once and expires in 7 days.',
      ],
      action: { label: 'Set password and sign', url: link },
    }),
};
