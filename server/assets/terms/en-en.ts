import type { TermsDocument } from './terms-document'

export const termsEn: TermsDocument = {
  title: 'Plant Portal — Terms of Service',
  updated: 'Last updated: 1 November 2026',
  intro:
    'These terms govern the use of Plant Portal, the online service for monitoring printing and converting plants, by the company that subscribes to it (the "Customer") and by the people the Customer authorises (the "Users"). By accepting them in the portal, each User confirms that they have read them and will follow them.',
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        "Plant Portal shows the live state of the Customer's machines, historical production orders, statistics, job costing, maintenance work orders and machine manuals. It is provided as software as a service through a web application that can be installed on computers, tablets and phones.",
        'We may improve or change features over time. When a change removes a feature the Customer relies on, we will announce it at least 30 days in advance.',
      ],
    },
    {
      heading: '2. Accounts and roles',
      paragraphs: [
        "Each User has a personal account. Credentials must not be shared, and the User must tell the Customer's administrator without delay if they suspect that someone else has used them.",
        'The Customer decides which roles each User holds (for example production analytics, job costing, maintenance or administration) and which machines each User may see. Users may only use the functions their roles allow.',
      ],
    },
    {
      heading: '3. Data and privacy',
      paragraphs: [
        "Production data, costs, documents and maintenance records entered or collected through the service belong to the Customer. We process them only to provide the service, following the Customer's instructions and the applicable data protection law, including the General Data Protection Regulation (GDPR).",
        'About Users we keep only what the service needs: name, e-mail address, language and interface preferences, and a record of sign-ins and actions for security. We do not sell personal data or use it for advertising.',
      ],
    },
    {
      heading: '4. Availability and support',
      paragraphs: [
        'We aim for the service to be available 99.5% of each calendar month, excluding announced maintenance windows. Technical assistance can be reached from the support (SAT) entry of the application menu.',
      ],
    },
    {
      heading: '5. Offline data on devices',
      paragraphs: [
        'To keep working without a connection, the application stores recent data, pending changes and saved manuals on the device. Anyone with access to an unlocked device may see that data, so the Customer is responsible for protecting its devices with a screen lock.',
        "Changes made offline are sent when the device reconnects. Signing out removes the User's cached data from the device; changes that have not yet been sent are kept until the same User signs in again.",
      ],
    },
    {
      heading: '6. Liability',
      paragraphs: [
        "Figures in the portal, such as speeds, efficiencies and costs, are computed from the data the machines report and are provided to support decisions, not to replace the Customer's own checks. Safety instructions on the machines and in their manuals always prevail.",
        'Except in cases of wilful misconduct or gross negligence, our total liability is limited to the fees paid by the Customer in the twelve months before the event that caused the damage.',
      ],
    },
    {
      heading: '7. Termination',
      paragraphs: [
        'The Customer may end the subscription at the end of any billing period. We may suspend an account that breaches these terms or endangers the security of the service. After termination the Customer may export its data for 30 days; after that it is deleted.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: [
        'Questions about these terms or about personal data can be sent through the support entry of the portal or to legal@plant-portal.example.',
      ],
    },
  ],
  page: 'Page',
}
