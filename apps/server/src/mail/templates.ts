import type { OutgoingMail } from './mailer.js';

/** The verification mail sent after registration; the link opens the console's /t/:token page. */
export function verificationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address for Tripline',
    text: `Welcome to Tripline.\n\nConfirm your email address by opening this link:\n${link}\n\nThe link is valid for 72 hours.\n`,
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Tripline password',
    text: `Someone asked to reset the password of this Tripline account.\n\nChoose a new password here:\n${link}\n\nThe link is valid for one hour. If you did not ask for this, ignore this email.\n`,
  };
}

export function invitationMail(to: string, teamName: string, link: string, days: number): OutgoingMail {
  return {
    to,
    subject: `You are invited to join ${teamName} on Tripline`,
    text: `You have been invited to join the team ${teamName} on Tripline.\n\nAccept the invitation here:\n${link}\n\nThe invitation expires in ${days} days.\n`,
  };
}
