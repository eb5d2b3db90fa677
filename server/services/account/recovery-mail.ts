import type { MailMessage } from '../../lib/mailer'

/** Password-recovery mail in the user's language (English for anything unknown). */
const texts: Record<string, { subject: string; body: (name: string, link: string) => string }> = {
  en_EN: {
    subject: 'Reset your password',
    body: (n, l) =>
      `Hello ${n},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new one:\n\n${l}\n\nIf it was not you, ignore this message; your password stays the same.`,
  },
  es_ES: {
    subject: 'Restablece tu contraseña',
    body: (n, l) =>
      `Hola ${n},\n\nSe ha pedido restablecer la contraseña de tu cuenta. Abre este enlace en la próxima hora para elegir una nueva:\n\n${l}\n\nSi no has sido tú, ignora este mensaje; tu contraseña no cambia.`,
  },
  ca_ES: {
    subject: 'Restableix la contrasenya',
    body: (n, l) =>
      `Hola ${n},\n\nS'ha demanat restablir la contrasenya del teu compte. Obre aquest enllaç durant la propera hora per triar-ne una de nova:\n\n${l}\n\nSi no has estat tu, ignora aquest missatge; la contrasenya no canvia.`,
  },
  fr_FR: {
    subject: 'Réinitialisez votre mot de passe',
    body: (n, l) =>
      `Bonjour ${n},\n\nUne réinitialisation du mot de passe de votre compte a été demandée. Ouvrez ce lien dans l'heure pour en choisir un nouveau :\n\n${l}\n\nSi ce n'était pas vous, ignorez ce message ; votre mot de passe reste inchangé.`,
  },
  pt_PT: {
    subject: 'Redefina a sua palavra-passe',
    body: (n, l) =>
      `Olá ${n},\n\nFoi pedida a redefinição da palavra-passe da sua conta. Abra esta ligação na próxima hora para escolher uma nova:\n\n${l}\n\nSe não foi você, ignore esta mensagem; a palavra-passe mantém-se.`,
  },
  ru_RU: {
    subject: 'Сброс пароля',
    body: (n, l) =>
      `Здравствуйте, ${n}!\n\nПоступил запрос на сброс пароля вашей учётной записи. Откройте эту ссылку в течение часа, чтобы задать новый пароль:\n\n${l}\n\nЕсли это были не вы, просто проигнорируйте письмо; пароль останется прежним.`,
  },
}

export function recoveryMail(to: string, name: string, language: string, link: string): MailMessage {
  const t = texts[language] ?? texts.en_EN
  return { to, subject: t.subject, text: t.body(name, link) }
}
