/**
 * Full text of the portal's legal documents (spec sections 1 and 9): the privacy and cookie policy
 * (effective 2025) and the terms of use (effective 2020). Pure data: the web app shows them in a modal and
 * scripts/build-policy-pdfs.ts renders the same text to the static PDFs behind the Download button.
 */

export type PolicySlug = 'privacy-policy' | 'terms-and-conditions';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyDocument {
  slug: PolicySlug;
  title: string;
  effective: string;
  sections: PolicySection[];
}

/** Spec section 9: notice given before any change to fees. */
export const FEE_NOTICE_DAYS = 30;
/** Spec section 9: time within which a request to access personal information is answered. */
export const ACCESS_REQUEST_RESPONSE_DAYS = 30;

/** Generic support contact; the texts never carry a street address or a telephone number. */
export const SUPPORT_CONTACT = 'support@example.com';

export const PRIVACY_POLICY: PolicyDocument = {
  slug: 'privacy-policy',
  title: 'Privacy and Cookie Policy',
  effective: 'January 1, 2025',
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        'ICON is a healthcare staffing company. We place clinicians, such as anesthesiologists and certified registered nurse anesthetists (CRNAs), at hospitals and other facilities, verify their credentials and pay them for the work they perform. This portal is the website our providers, our internal staff and our partner facilities use to manage that work.',
        'This policy explains what personal information we collect through the portal, why we collect it, who we share it with, how long we keep it and the choices and rights you have. In this policy, "ICON", "we", "us" and "our" mean ICON, and "you" means anyone who uses the portal.',
      ],
    },
    {
      heading: '2. Information we collect',
      paragraphs: [
        'Account data: your name, email address, role, password (stored only in a protected, hashed form) and the dates and times you sign in.',
        'Profile data: contact details, professional title and specialty, employment details, the facilities you are assigned to, and the history of changes made to your profile.',
        'Credentialing data: licenses, certifications, board status, education and training, work history, malpractice coverage and claims history, payor enrollment records and the documents you or we upload to support them, together with their issue and expiry dates.',
        'Timesheet data: the dates, shifts and hours you record, the facility where the work was performed, expenses, bonuses and deductions, and the approval status of each entry, including who approved it and when.',
        'Payment data: pay rates, pay periods, payment amounts and the bank or tax details needed to pay you and to meet our reporting obligations.',
        'Technical data: information your browser sends when you use the portal, such as your IP address, browser type and the pages you request, which we record in server logs for security and troubleshooting.',
        'Most of this information comes from you. Some of it comes from facilities you work at (for example, timesheet approvals), from licensing boards and other primary sources we contact to verify your credentials, and from our internal staff.',
      ],
    },
    {
      heading: '3. How we use your information',
      paragraphs: [
        'We use your information to create and manage your account; to verify and maintain your credentials and remind you of documents that are about to expire; to match you with assignments and share your details with the facilities where you work; to record, approve and pay for the time you work; to calculate pay, expenses, bonuses and deductions; to produce the reports our staff and facilities rely on; to send you notifications about your account and your assignments; to keep the portal secure and to investigate misuse; and to meet our legal, regulatory, accounting and tax obligations.',
        'We do not sell your personal information, and we do not use it for advertising.',
      ],
    },
    {
      heading: '4. Legal bases and sharing',
      paragraphs: [
        'Where the law requires a legal basis for processing, we rely on the following: performing our contract with you (for example, paying you for approved hours); our legal obligations (for example, tax records and credentialing requirements); our legitimate interests in running a safe and reliable staffing service, balanced against your rights; and your consent, where we ask for it. Where we rely on consent, you may withdraw it at any time.',
        'We share information with the hospitals and other facilities where you are placed or are being considered for placement, so that they can credential you, grant privileges, schedule you and approve your timesheets. A facility contact may be sent a link to view and approve a single timesheet without signing in to the portal.',
        'We share credentialing and enrollment information with insurers and other payors so that you can be enrolled with them and so that services you provide can be billed. We share malpractice information with the carriers that provide coverage.',
        'We also share information with service providers who host the portal, store documents, send email and process payments on our behalf, under contracts that limit their use of it to providing those services; with professional advisers; and with authorities when the law requires it or when it is needed to protect the rights, safety or property of our providers, patients, facilities or ICON. If ICON is involved in a merger or sale, your information may be transferred as part of that transaction, subject to this policy.',
      ],
    },
    {
      heading: '5. Cookies and browser storage',
      paragraphs: [
        'The portal uses a small number of cookies and browser storage entries that are strictly necessary for it to work. We do not use advertising cookies, and we do not allow third parties to track you across other websites through the portal.',
        'When you sign in, the portal keeps your sign-in state, including a session token and basic details of your account, in your browser storage so that you stay signed in as you move between pages and tabs. This information is removed when you sign out. We also use a security cookie that protects your session against cross-site request forgery.',
        'You can clear cookies and browser storage through your browser settings at any time. If you block them, you will not be able to sign in to the portal. Please sign out when you finish, especially on a shared computer.',
      ],
    },
    {
      heading: '6. How long we keep information',
      paragraphs: [
        'We keep your information for as long as your account is active and as long as we need it for the purposes described in this policy. Credentialing, timesheet and payment records are kept for the periods required by law, by our contracts with facilities and payors, and by accreditation standards, which can extend for several years after your last assignment. When we no longer need information, we delete it or anonymize it.',
      ],
    },
    {
      heading: '7. Security',
      paragraphs: [
        'We protect your information with technical and organizational measures, including encrypted connections, hashed passwords, role-based access so that our staff see only what their role requires, and records of who changed what. No system is completely secure, so please keep your password private and tell us straight away if you think your account has been used without your permission.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access the personal information we hold about you, to correct it, to have it deleted, to restrict or object to how we use it, to receive a copy in a portable format and to withdraw consent you have given. Some information we must keep to meet our legal obligations, and we will tell you if that limits what we can do.',
        `We respond to requests to access your personal information within ${ACCESS_REQUEST_RESPONSE_DAYS} days. To make a request, contact us using the details below. We may need to confirm your identity before we act on it. You also have the right to complain to a data protection or consumer protection authority.`,
      ],
    },
    {
      heading: "9. Children's privacy",
      paragraphs: [
        'The portal is intended for healthcare professionals and the organizations that work with them. It is not directed to children, and we do not knowingly collect personal information from anyone under 18. If you believe a child has given us personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: '10. Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. When we do, we will change the effective date at the top of this policy, and if the changes are significant we will tell you through the portal or by email before they take effect.',
      ],
    },
    {
      heading: '11. Contact us',
      paragraphs: [
        `If you have questions about this policy or want to exercise your rights, please contact us through the support contact shown in the portal or by email at ${SUPPORT_CONTACT}.`,
      ],
    },
  ],
};

export const TERMS_OF_USE: PolicyDocument = {
  slug: 'terms-and-conditions',
  title: 'Terms of Use',
  effective: 'January 1, 2020',
  sections: [
    {
      heading: '1. Acceptance of these terms',
      paragraphs: [
        'These terms govern your use of the ICON portal, the website that ICON providers, internal staff and partner facilities use to manage credentialing, documents, timesheets, expenses and payments. By signing in to or using the portal you agree to these terms. If you do not agree, do not use the portal.',
        'If you use the portal on behalf of a facility or other organization, you confirm that you are authorized to accept these terms for it. These terms apply alongside any separate agreement you have with ICON, such as a provider agreement or a facility services agreement; if the two conflict, the separate agreement prevails.',
      ],
    },
    {
      heading: '2. Accounts and security',
      paragraphs: [
        'Accounts are created by ICON. You must give us accurate information and keep it up to date. Your account is personal to you: do not share your password or let anyone else sign in as you.',
        'You are responsible for activity under your account. Sign out when you finish, especially on a shared device, and tell us at once if you believe your account has been used without your permission. We may suspend an account to protect it, the portal or other users.',
      ],
    },
    {
      heading: '3. Provider obligations',
      paragraphs: [
        'If you are a provider, you agree that the timesheets you submit will record accurately and completely the dates and hours you actually worked and the facility where you worked them, and that expenses you claim were genuinely incurred under the rules that apply to your assignment.',
        'You agree to give us true, complete and current credentialing information, including licenses, certifications, malpractice coverage and any disciplinary actions or claims, and to upload renewed documents before the existing ones expire. You must tell us promptly of any change that affects your ability to practice. Submitting false or misleading timesheets or credentials is a serious breach of these terms and may also be unlawful.',
      ],
    },
    {
      heading: '4. Facility approvals',
      paragraphs: [
        'Facilities review and approve timesheets for work performed at their sites, either through the portal or through a timesheet link sent to an authorized facility contact. By approving a timesheet, the facility confirms that the hours shown were worked. Please keep approval links private; anyone holding a link can view that timesheet.',
        'Hours are normally paid only once they are approved. If a timesheet is rejected or disputed, we will work with the provider and the facility to resolve it, and payment for the disputed hours may be delayed until it is resolved.',
      ],
    },
    {
      heading: '5. Fees and payment terms',
      paragraphs: [
        'Pay rates, fees, expenses, bonuses and deductions are set out in your agreement with ICON and are shown in the portal. Payments are made for approved time according to the pay periods shown in the portal. Please check each payment and tell us promptly of any error; we will correct confirmed errors in a following pay period.',
        `We will give you at least ${FEE_NOTICE_DAYS} days' notice before any fee changes. Notice will be given through the portal or by email, and changes will not apply to work performed before they take effect.`,
      ],
    },
    {
      heading: '6. Acceptable use',
      paragraphs: [
        "You agree not to: access records or areas of the portal that your role does not permit; attempt to break or bypass its security; upload files that contain malware or that you have no right to share; use automated tools to copy or overload the portal; use the portal to harass anyone or for any unlawful purpose; or share other people's personal or health information except as your work requires and the law allows.",
      ],
    },
    {
      heading: '7. Intellectual property',
      paragraphs: [
        'The portal, its software, design and content belong to ICON or its licensors. We give you a limited, revocable, non-transferable right to use the portal for its intended purpose while these terms apply. You keep ownership of the documents and information you upload, and you give ICON permission to store, use and share them as needed to provide our services and as described in our Privacy and Cookie Policy.',
      ],
    },
    {
      heading: '8. Privacy',
      paragraphs: [
        'Our Privacy and Cookie Policy explains how we collect, use and share personal information, including information about your credentials, timesheets and payments, and how the portal uses browser storage to keep you signed in. It forms part of these terms, and you can read or download it from the portal at any time.',
      ],
    },
    {
      heading: '9. Access requests',
      paragraphs: [
        `You may ask for a copy of the personal information we hold about you. We respond to requests to access your personal information within ${ACCESS_REQUEST_RESPONSE_DAYS} days. We may need to confirm your identity before we release any information.`,
      ],
    },
    {
      heading: '10. Disclaimers',
      paragraphs: [
        'We work to keep the portal available and accurate, but it is provided "as is" and "as available". To the extent the law allows, we do not promise that it will be uninterrupted or error-free. The portal is an administrative tool; it does not provide medical advice, and it does not replace the professional judgment of providers or the credentialing and privileging decisions of facilities.',
      ],
    },
    {
      heading: '11. Limitation of liability',
      paragraphs: [
        'To the extent the law allows, ICON is not liable for indirect, incidental, special or consequential losses, or for loss of profits or data, arising from your use of the portal. Nothing in these terms limits liability that cannot be limited by law, and nothing in them reduces amounts owed to you under your agreement with ICON for work you have performed.',
      ],
    },
    {
      heading: '12. Suspension and termination',
      paragraphs: [
        'You may stop using the portal at any time. We may suspend or end your access if you breach these terms, if your relationship with ICON ends or if we need to protect the portal or other users. Ending access does not affect payments already due for approved work, or records we must keep by law.',
      ],
    },
    {
      heading: '13. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the jurisdiction named in your agreement with ICON, or, if there is none, the laws of the jurisdiction where ICON has its principal place of business. Disputes will be handled by the courts of that jurisdiction, unless your agreement with ICON provides otherwise.',
      ],
    },
    {
      heading: '14. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will change the effective date above and, for significant changes, tell you through the portal or by email before they take effect. If you keep using the portal after a change takes effect, you accept the updated terms.',
      ],
    },
    {
      heading: '15. Contact us',
      paragraphs: [
        `If you have questions about these terms, please contact us through the support contact shown in the portal or by email at ${SUPPORT_CONTACT}.`,
      ],
    },
  ],
};

export const POLICIES: Record<PolicySlug, PolicyDocument> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-and-conditions': TERMS_OF_USE,
};
