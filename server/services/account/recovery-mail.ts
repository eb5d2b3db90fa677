import { row, textsIn } from '../../documents/texts'
import type { MailMessage } from '../../lib/mailer'

/** Password-recovery mail texts (row(): ca, en, es, fr, pt, ru); {name} and {link} filled in. */
const texts = {
  subject: row(
    'Restableix la contrasenya',
    'Reset your password',
    'Restablece tu contraseña',
    'Réinitialisez votre mot de passe',
    'Redefina a sua palavra-passe',
    'Сброс пароля',
  ),
  body: row(
    "Hola {name},\n\nS'ha demanat restablir la contrasenya del teu compte. Obre aquest enllaç durant la propera hora per triar-ne una de nova:\n\n{link}\n\nSi no has estat tu, ignora aquest missatge; la contrasenya no canvia.",
    'Hello {name},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new one:\n\n{link}\n\nIf it was not you, ignore this message; your password stays the same.',
    'Hola {name},\n\nSe ha pedido restablecer la contraseña de tu cuenta. Abre este enlace en la próxima hora para elegir una nueva:\n\n{link}\n\nSi no has sido tú, ignora este mensaje; tu contraseña no cambia.',
    "Bonjour {name},\n\nUne réinitialisation du mot de passe de votre compte a été demandée. Ouvrez ce lien dans l'heure pour en choisir un nouveau :\n\n{link}\n\nSi ce n'était pas vous, ignorez ce message ; votre mot de passe reste inchangé.",
    'Olá {name},\n\nFoi pedida a redefinição da palavra-passe da sua conta. Abra esta ligação na próxima hora para escolher uma nova:\n\n{link}\n\nSe não foi você, ignore esta mensagem; a palavra-passe mantém-se.',
    'Здравствуйте, {name}!\n\nПоступил запрос на сброс пароля вашей учётной записи. Откройте эту ссылку в течение часа, чтобы задать новый пароль:\n\n{link}\n\nЕсли это были не вы, просто проигнорируйте письмо; пароль останется прежним.',
  ),
}

/** Password-recovery mail in the user's language (English for anything unknown). */
export function recoveryMail(to: string, name: string, language: string, link: string): MailMessage {
  const t = textsIn(texts, language)
  return { to, subject: t('subject'), text: t('body', { name, link }) }
}
